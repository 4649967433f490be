import { DocsPage } from '../components/docs-page';
import { ApiDocsView } from '../features/api-reference/components/api-docs-view';
import { RequireSignIn } from '../features/docs-access/components/require-sign-in';

/** `/api-docs`: the general API reference, for signed-in readers only (docs/product/routes.md#api-documentation). */
export default function ApiDocsPage() {
  return (
    <RequireSignIn heading="API Documentation" destination="the Northvault API documentation">
      <DocsPage>
        <ApiDocsView />
      </DocsPage>
    </RequireSignIn>
  );
}
