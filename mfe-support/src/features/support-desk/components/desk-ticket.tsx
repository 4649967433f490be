import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PLANS } from '@northvault/contracts/plans';
import { ROUTES } from '@northvault/contracts/routes';
import { AGENT_SETTABLE_STATUSES, type AgentSettableStatus, TICKET_STATUS_LABELS } from '@northvault/contracts/support';
import type { DeskTicketResponse } from '@northvault/contracts/support-desk';
import buttons from '@northvault/ui/buttons.module.css';
import { assignToMe, type DeskAnswer, fetchDeskTicket, sendDeskMessage, setDeskStatus } from '../api/desk-api';
import { DueLabel } from './desk-queue';
import styles from './desk.module.css';

const KIND_LABELS = { customer: 'Customer', agent: 'Reply', note: 'Internal note' } as const;

/** One ticket: the whole thread, the requester's plan and account, reply, internal note, assign and status. */
export function DeskTicket({ ticketId }: { ticketId: string }) {
  const [answer, setAnswer] = useState<DeskAnswer<DeskTicketResponse> | null>(null);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void fetchDeskTicket(ticketId).then((next) => current && setAnswer(next));
    return () => {
      current = false;
    };
  }, [ticketId]);

  const act = async (action: () => Promise<DeskAnswer<DeskTicketResponse>>, clearBody = false) => {
    setBusy(true);
    const next = await action();
    setBusy(false);
    if (next.ok) {
      setAnswer(next);
      setError(null);
      if (clearBody) setBody('');
    } else {
      setError(next.error);
    }
  };

  if (answer === null) return <p>Loading the ticket…</p>;
  if (!answer.ok) return <p role="alert">{answer.error}</p>;
  const { ticket, messages } = answer.value;
  const now = new Date(answer.value.now);
  const send = (internal: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    void act(() => sendDeskMessage(ticketId, { body, internal }), true);
  };

  return (
    <>
      <p>
        <Link to={ROUTES.supportDesk}>Back to the queue</Link>
      </p>
      <h2>{ticket.subject}</h2>
      <dl>
        <dt>Ticket</dt>
        <dd>{ticket.ticketId}</dd>
        <dt>Requester</dt>
        <dd>
          {ticket.requester.name} ({ticket.requester.email})
        </dd>
        <dt>Plan</dt>
        <dd>{ticket.requester.planId ? PLANS[ticket.requester.planId].name : 'No plan'}</dd>
        <dt>Account</dt>
        <dd>{ticket.requester.accountId ?? 'Not given'}</dd>
        <dt>Request</dt>
        <dd>{ticket.requestId ? <code>{ticket.requestId}</code> : 'None attached'}</dd>
        <dt>Status</dt>
        <dd>{TICKET_STATUS_LABELS[ticket.status]}</dd>
        <dt>Assigned to</dt>
        <dd>{ticket.assignee?.name ?? 'Nobody'}</dd>
        <dt>First response</dt>
        <dd>
          <DueLabel ticket={ticket} now={now} />
        </dd>
      </dl>
      <ol className={styles.thread} aria-label="Conversation">
        {messages.map((message) => (
          <li key={message.id} className={`${styles.message} ${message.kind === 'note' ? styles.note : ''}`}>
            <strong>
              {KIND_LABELS[message.kind]} · {message.authorName}
            </strong>{' '}
            <time dateTime={message.createdAt}>{new Date(message.createdAt).toUTCString()}</time>
            <p>{message.body}</p>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.secondary}
          disabled={busy}
          onClick={() => void act(() => assignToMe(ticketId))}
        >
          Assign to me
        </button>
        <label>
          Status{' '}
          <select
            value={ticket.status}
            disabled={busy}
            onChange={(event) =>
              void act(() => setDeskStatus(ticketId, { status: event.target.value as AgentSettableStatus }))
            }
          >
            {AGENT_SETTABLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {TICKET_STATUS_LABELS[status]}
              </option>
            ))}
            {ticket.status === 'closed' && <option value="closed">{TICKET_STATUS_LABELS.closed}</option>}
          </select>
        </label>
      </div>
      <form className={styles.reply} onSubmit={send(false)}>
        <label htmlFor="desk-reply">Your message</label>
        <textarea id="desk-reply" rows={6} value={body} onChange={(event) => setBody(event.target.value)} />
        {error && <p role="alert">{error}</p>}
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={busy}>
            Send reply
          </button>
          <button type="button" className={buttons.secondary} disabled={busy} onClick={() => send(true)()}>
            Add internal note
          </button>
        </div>
      </form>
    </>
  );
}
