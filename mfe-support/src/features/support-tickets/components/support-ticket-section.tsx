import { ResponseTimes } from './response-times';
import { SupportTicketForm } from './support-ticket-form';
import styles from './support-ticket-section.module.css';

/** Anchor of the ticket form: the hero's "Open a ticket" link jumps here. */
export const TICKET_SECTION_ID = 'open-a-ticket';

export function SupportTicketSection() {
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const headingId = 'support-ticket-heading';
  return (
    <div className={styles.layout}>
      <section id={TICKET_SECTION_ID} className={styles.formCard} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          Open a support ticket
        </h2>
        <p className={styles.intro}>
          Tell us what happened and what you expected. A ticket keeps the whole conversation, and its ID, in one place.
        </p>
        <SupportTicketForm />
      </section>
      <ResponseTimes />
    </div>
  );
}
