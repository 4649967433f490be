import { DocsPage } from '../components/docs-page';
import { DevelopersView } from '../features/developers/components/developers-view';
import { RequireSignIn } from '../features/docs-access/components/require-sign-in';

/**
 * `/account/developers`: the account's API keys (docs/product/routes.md#developers). Signed out,
 * it signs in and comes back here.
 */
export default function DevelopersPage() {
  return (
    <RequireSignIn heading="Developers" destination="manage your API keys">
      <DocsPage>
        <DevelopersView />
      </DocsPage>
    </RequireSignIn>
  );
}
