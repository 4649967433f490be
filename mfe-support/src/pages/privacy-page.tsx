import { ROUTES } from '@northvault/contracts/routes';
import { Container } from '../components/container';
import { LegalDocumentView } from '../features/legal/components/legal-document-view';
import { PRIVACY_POLICY } from '../features/legal/content/privacy-policy';

/** /privacy */
export default function PrivacyPage() {
  return (
    <>
      <Container narrow>
        <LegalDocumentView document={PRIVACY_POLICY} companion={{ to: ROUTES.terms, label: 'Terms of Service' }} />
      </Container>
    </>
  );
}
