import { useEffect, useRef } from 'react';
import { SUPPORT_RESPONSE_TARGETS, type SupportPriority } from '@northvault/contracts/support';
import { PRIORITY_LABELS } from '../utils/ticket-option-labels';
import styles from './ticket-created.module.css';

interface Props {
  ticketId: string;
  priority: SupportPriority;
  onCreateAnother: () => void;
}

/** The confirmation that replaces the form once the server has created the ticket. */
export function TicketCreated({ ticketId, priority, onCreateAnother }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The submit button that had focus is gone; without this, focus would fall back to the page.
    heading.current?.focus();
  }, []);

  return (
    <div role="status" className={styles.panel}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <h3 ref={heading} tabIndex={-1} className={styles.heading}>
        Ticket created
      </h3>
      <p className={styles.text}>
        Your ticket ID is <strong className={styles.ticketId}>{ticketId}</strong>. Quote it whenever you contact us
        about this request.
      </p>
      <p className={styles.text}>
        {PRIORITY_LABELS[priority]} priority: we aim to send a first reply within{' '}
        <strong>{SUPPORT_RESPONSE_TARGETS[priority].label}</strong>.
      </p>
      <button type="button" className={styles.button} onClick={onCreateAnother}>
        Create Another Ticket
      </button>
    </div>
  );
}
