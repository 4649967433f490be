import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PLANS } from '@northvault/contracts/plans';
import { supportDeskTicketPath } from '@northvault/contracts/routes';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
} from '@northvault/contracts/support';
import { type DeskQueueResponse, type DeskTicketSummary, timeLeftLabel } from '@northvault/contracts/support-desk';
import { type DeskAnswer, fetchQueue, type QueueFilters } from '../api/desk-api';
import styles from './desk.module.css';

const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The queue: tickets waiting for an agent, the soonest due first, with filters. */
export function DeskQueue() {
  const [filters, setFilters] = useState<QueueFilters>({});
  const [answer, setAnswer] = useState<DeskAnswer<DeskQueueResponse> | null>(null);

  useEffect(() => {
    let current = true;
    void fetchQueue(filters).then((next) => current && setAnswer(next));
    return () => {
      current = false;
    };
  }, [filters]);

  const select = (name: 'status' | 'priority' | 'category', label: string, values: readonly string[]) => (
    <label>
      {label}{' '}
      <select value={filters[name] ?? ''} onChange={(event) => setFilters({ ...filters, [name]: event.target.value })}>
        <option value="">{name === 'status' ? 'Open' : 'Any'}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {name === 'status' ? TICKET_STATUS_LABELS[value as keyof typeof TICKET_STATUS_LABELS] : capitalized(value)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      <div className={styles.filters}>
        {select(
          'status',
          'Status',
          TICKET_STATUSES.filter((status) => status !== 'open'),
        )}
        {select('priority', 'Priority', SUPPORT_PRIORITIES)}
        {select('category', 'Category', SUPPORT_CATEGORIES)}
        <label>
          <input
            type="checkbox"
            checked={filters.mine === true}
            onChange={(event) => setFilters({ ...filters, mine: event.target.checked })}
          />{' '}
          Assigned to me
        </label>
      </div>
      {answer === null ? (
        <p>Loading the queue…</p>
      ) : !answer.ok ? (
        <p role="alert">{answer.error}</p>
      ) : answer.value.tickets.length === 0 ? (
        <p>No tickets match.</p>
      ) : (
        <QueueTable tickets={answer.value.tickets} now={new Date(answer.value.now)} />
      )}
    </>
  );
}

function QueueTable({ tickets, now }: { tickets: DeskTicketSummary[]; now: Date }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Subject</th>
          <th scope="col">Requester</th>
          <th scope="col">Plan</th>
          <th scope="col">Priority</th>
          <th scope="col">Category</th>
          <th scope="col">Age</th>
          <th scope="col">Response due</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => (
          <tr key={ticket.ticketId}>
            <td>
              <Link to={supportDeskTicketPath(ticket.ticketId)}>{ticket.subject}</Link>
            </td>
            <td>
              {ticket.requester.name} ({ticket.requester.email})
            </td>
            <td>{ticket.requester.planId ? PLANS[ticket.requester.planId].name : 'No plan'}</td>
            <td>{capitalized(ticket.priority)}</td>
            <td>{capitalized(ticket.category)}</td>
            <td>{ageLabel(new Date(ticket.createdAt), now)}</td>
            <td>
              <DueLabel ticket={ticket} now={now} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Time left, or `Overdue by …` in red: the words say it, the colour only repeats it. */
export function DueLabel({ ticket, now }: { ticket: DeskTicketSummary; now: Date }) {
  if (ticket.firstResponseAt !== null) return <>Answered</>;
  if (ticket.firstResponseDueAt === null) return <>No target</>;
  const label = timeLeftLabel(new Date(ticket.firstResponseDueAt), now);
  return ticket.overdue ? (
    <span className={styles.overdue}>{label.startsWith('Overdue') ? label : `Overdue: ${label}`}</span>
  ) : (
    <>{label}</>
  );
}

function ageLabel(createdAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - createdAt.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}
