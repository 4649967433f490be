import { DocsPage } from '../components/docs-page';
import { AccountSetupView } from '../features/account-setup/components/account-setup-view';
import { RequireSignIn } from '../features/docs-access/components/require-sign-in';

/**
 * `/account/setup`: the subscription password and the first API call
 * (docs/product/routes.md#account-setup). Signed out, it signs in and comes back here.
 */
export default function AccountSetupPage() {
  return (
    <RequireSignIn heading="Account Setup" destination="set up your API access">
      <DocsPage>
        <AccountSetupView />
      </DocsPage>
    </RequireSignIn>
  );
}
