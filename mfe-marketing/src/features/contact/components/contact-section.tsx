import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import { LANDING_SECTIONS } from '@northvault/contracts/routes';
import { LandingSection } from '../../../components/landing-section';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import styles from './contact-section.module.css';

/** `#contact`: how to reach sales, and the contact form. */
export function ContactSection() {
  return (
    <LandingSection
      id={LANDING_SECTIONS.contact}
      eyebrow="Contact"
      title="Talk to our team"
      lead={`Questions about plans, compliance or moving from another provider? Send us a message and a specialist replies within ${MARKETING_CLAIMS.replyWithin}.`}
      tone="muted"
    >
      <div className={styles.layout}>
        <ContactDetails />
        <div className={styles.formCard}>
          <h3 className={styles.formHeading}>Send us a message</h3>
          <ContactForm />
        </div>
      </div>
    </LandingSection>
  );
}
