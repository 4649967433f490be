import { DocsPage } from '../components/docs-page';
import { DocumentationView } from '../features/documentation/components/documentation-view';

/** `/documentation`: the public installation guide (docs/product/routes.md#installation-documentation). */
export default function DocumentationPage() {
  return (
    <DocsPage>
      <DocumentationView />
    </DocsPage>
  );
}
