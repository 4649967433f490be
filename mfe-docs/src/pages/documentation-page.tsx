import { DocsPage } from '../components/docs-page';
import { DocumentationView } from '../features/documentation/components/documentation-view';

/** `/documentation`: the public installation guide (SPEC section 2). */
export default function DocumentationPage() {
  return (
    <DocsPage>
      <DocumentationView />
    </DocsPage>
  );
}
