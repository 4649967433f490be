import { Link } from 'react-router-dom';
import { ROUTES } from '@northvault/contracts/routes';
import { NotFoundPanel } from '@northvault/ui/not-found-panel';
import { SiteFontOnArrival } from '../../components/site-font/site-font-on-arrival';

/** Any path no route claims (docs/product/routes.md#page-not-found). */
export function NotFoundPage() {
  return (
    <NotFoundPanel
      title="Page not found"
      explanation="There is no page at this address. It may have moved, or the link may be mistyped."
    >
      <p>
        <Link to={ROUTES.home}>Go to the home page</Link> ·{' '}
        <Link to={ROUTES.documentation}>Read the documentation</Link>
      </p>
      <SiteFontOnArrival />
    </NotFoundPanel>
  );
}
