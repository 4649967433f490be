import { EMAIL_CAPPED_MESSAGES } from '@northvault/contracts/email';
import { SUPPORT_RESPONSE_TARGETS, type SupportPriority } from '@northvault/contracts/support';
import { ConfirmationPanel } from '@northvault/ui/confirmation-panel';
import { PRIORITY_LABELS } from '../utils/ticket-option-labels';
import styles from './ticket-created.module.css';

interface Props {
  ticketId: string;
  /** False when the confirmation email was held back: the address has had its share of emails today. */
  emailSent: boolean;
  priority: SupportPriority;
  onCreateAnother: () => void;
}

/** The confirmation that replaces the form once the server has created the ticket. */
export function TicketCreated({ ticketId, emailSent, priority, onCreateAnother }: Props) {
  return (
    <ConfirmationPanel
      title="Ticket created"
      headingLevel={3}
      actionLabel="Create Another Ticket"
      onAction={onCreateAnother}
    >
      <p>
        Your ticket ID is <strong className={styles.ticketId}>{ticketId}</strong>. Quote it whenever you contact us
        about this request.
      </p>
      {!emailSent && <p>{EMAIL_CAPPED_MESSAGES.support(ticketId)}</p>}
      <p>
        {PRIORITY_LABELS[priority]} priority: we aim to send a first reply within{' '}
        <strong>{SUPPORT_RESPONSE_TARGETS[priority].label}</strong>.
      </p>
    </ConfirmationPanel>
  );
}
