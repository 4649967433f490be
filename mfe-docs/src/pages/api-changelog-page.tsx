import { DocsPage } from '../components/docs-page';
import { ApiChangelogView } from '../features/api-changelog/components/api-changelog-view';

/** `/api-docs/changelog`: the dated API changelog, public (docs/product/routes.md#api-changelog). */
export default function ApiChangelogPage() {
  return (
    <DocsPage>
      <ApiChangelogView />
    </DocsPage>
  );
}
