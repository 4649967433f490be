import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ROUTES } from '@northvault/contracts/routes';
import {
  CUSTOMER_TICKET_MESSAGES,
  CUSTOMER_TICKET_STATUS_LABELS,
  customerTicketPath,
  type CustomerTicketResponse,
} from '@northvault/contracts/support-tickets';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { type Answer, fetchTicket, sendReply } from '../api/customer-tickets-api';
import { formatMoment } from '../utils/format-moment';
import { TicketRating } from './ticket-rating';
import styles from './customer-tickets.module.css';

interface Props {
  ticketId: string;
  /** The signed link's token, when the requester came from an email. */
  token: string | null;
  signedIn: boolean;
}

/**
 * One ticket as its requester sees it: the conversation (never an agent's internal note), a reply box, and
 * `Was this helpful?` once it is solved. A reply to a closed ticket opens a new one, which the page then shows.
 */
export function CustomerTicket({ ticketId, token, signedIn }: Props) {
  const [answer, setAnswer] = useState<Answer<CustomerTicketResponse> | null>(null);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const replyId = useId();

  useEffect(() => {
    let current = true;
    void fetchTicket(ticketId, token).then((next) => current && setAnswer(next));
    return () => {
      current = false;
    };
  }, [ticketId, token]);

  if (answer === null) return <p>Loading your ticket…</p>;
  if (!answer.ok) {
    return (
      <>
        <p role="alert" className={styles.error}>
          {answer.error}
        </p>
        {signedIn && (
          <p>
            <Link to={ROUTES.supportTickets}>See your tickets</Link>
          </p>
        )}
      </>
    );
  }
  const { ticket, messages } = answer.value;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') {
      setError('Write your reply first.');
      return;
    }
    setBusy(true);
    const wasSolved = ticket.status === 'solved';
    const sent = await sendReply(ticketId, token, { body: body.trim() });
    if (!sent.ok) {
      setBusy(false);
      setError(sent.error);
      return;
    }
    setBody('');
    setError(null);
    if (sent.value.ticketId !== ticketId) {
      setBusy(false);
      navigate(customerTicketPath(sent.value.ticketId, sent.value.token ?? (signedIn ? null : token)));
      return;
    }
    const next = await fetchTicket(ticketId, token);
    setBusy(false);
    setAnswer(next);
    setNotice(wasSolved ? CUSTOMER_TICKET_MESSAGES.reopened : null);
  };

  return (
    <>
      {signedIn && (
        <p>
          <Link to={ROUTES.supportTickets}>Back to your tickets</Link>
        </p>
      )}
      <h2>{ticket.subject}</h2>
      <dl>
        <dt>Ticket</dt>
        <dd>{ticket.ticketId}</dd>
        <dt>Status</dt>
        <dd>{CUSTOMER_TICKET_STATUS_LABELS[ticket.status]}</dd>
        {ticket.requestId && (
          <>
            <dt>Request</dt>
            <dd>
              <code>{ticket.requestId}</code>
            </dd>
          </>
        )}
      </dl>
      {ticket.previousTicketId && (
        <p>
          This ticket continues{' '}
          {signedIn ? (
            <Link to={customerTicketPath(ticket.previousTicketId)}>{ticket.previousTicketId}</Link>
          ) : (
            ticket.previousTicketId
          )}
          , which was closed.
        </p>
      )}
      <ol className={styles.thread} aria-label="Conversation">
        {messages.map((message) => (
          <li key={message.id} className={`${styles.message} ${message.from === 'agent' ? styles.fromAgent : ''}`}>
            <strong>{message.from === 'agent' ? 'Northvault support' : `You (${message.authorName})`}</strong>
            {' · '}
            <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>
            <p className={styles.body}>{message.body}</p>
          </li>
        ))}
      </ol>
      {notice && (
        <p role="status" className={styles.success}>
          {notice}
        </p>
      )}
      {(ticket.status === 'solved' || ticket.status === 'closed') && (
        <TicketRating
          ticketId={ticketId}
          token={token}
          rating={ticket.rating}
          onRated={(rated) => setAnswer({ ok: true, value: rated })}
        />
      )}
      {ticket.nextTicketId ? (
        <p>
          Your reply after this ticket closed opened{' '}
          {signedIn ? (
            <Link to={customerTicketPath(ticket.nextTicketId)}>{ticket.nextTicketId}</Link>
          ) : (
            ticket.nextTicketId
          )}
          .
        </p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
          <label htmlFor={replyId}>Your reply</label>
          {ticket.status === 'closed' && <p id={`${replyId}-hint`}>{CUSTOMER_TICKET_MESSAGES.closedReply}</p>}
          <textarea
            id={replyId}
            className={styles.control}
            rows={6}
            maxLength={TEXT_LIMITS.support.message}
            value={body}
            aria-describedby={ticket.status === 'closed' ? `${replyId}-hint` : undefined}
            onChange={(event) => setBody(event.target.value)}
          />
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy}>
              {busy ? 'Sending…' : 'Send reply'}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
