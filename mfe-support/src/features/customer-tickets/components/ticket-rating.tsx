import { type FormEvent, useId, useState } from 'react';
import { CUSTOMER_TICKET_MESSAGES, type CustomerTicketResponse } from '@northvault/contracts/support-tickets';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { type Answer, rateTicket } from '../api/customer-tickets-api';
import styles from './customer-tickets.module.css';

interface Props {
  ticketId: string;
  token: string | null;
  rating: CustomerTicketResponse['ticket']['rating'];
  onRated: (ticket: CustomerTicketResponse) => void;
}

/** `Was this helpful?` on a solved ticket: Yes, or No with an optional comment, answered once. */
export function TicketRating({ ticketId, token, rating, onRated }: Props) {
  const [saying, setSaying] = useState<'no' | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const commentId = useId();

  if (rating) {
    return (
      <p className={styles.success} role="status">
        {CUSTOMER_TICKET_MESSAGES.ratingThanks} You answered {rating.helpful ? 'Yes' : 'No'}.
      </p>
    );
  }

  const answer = async (helpful: boolean) => {
    setBusy(true);
    const result: Answer<CustomerTicketResponse> = await rateTicket(
      ticketId,
      token,
      helpful ? { helpful } : { helpful, ...(comment.trim() ? { comment: comment.trim() } : {}) },
    );
    setBusy(false);
    if (result.ok) onRated(result.value);
    else setError(result.error);
  };

  const sendNo = (event: FormEvent) => {
    event.preventDefault();
    void answer(false);
  };

  return (
    <section className={styles.rating} aria-labelledby={`${commentId}-question`}>
      <h3 id={`${commentId}-question`} className={styles.legend}>
        {CUSTOMER_TICKET_MESSAGES.ratingQuestion}
      </h3>
      {saying === 'no' ? (
        <form className={styles.form} onSubmit={sendNo}>
          <label htmlFor={commentId}>What did not help? (optional)</label>
          <textarea
            id={commentId}
            className={styles.control}
            rows={3}
            maxLength={TEXT_LIMITS.supportRating.comment}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy}>
              Send
            </button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} disabled={busy} onClick={() => void answer(true)}>
            Yes
          </button>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => setSaying('no')}>
            No
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
