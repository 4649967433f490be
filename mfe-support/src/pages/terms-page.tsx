import { ROUTES } from '@northvault/contracts/routes';
import { Container } from '../components/container';
import { LegalDocumentView } from '../features/legal/components/legal-document-view';
import { TERMS_OF_SERVICE } from '../features/legal/content/terms-of-service';

/** /terms */
export default function TermsPage() {
  return (
    <>
      <Container narrow>
        <LegalDocumentView document={TERMS_OF_SERVICE} companion={{ to: ROUTES.privacy, label: 'Privacy Policy' }} />
      </Container>
    </>
  );
}
