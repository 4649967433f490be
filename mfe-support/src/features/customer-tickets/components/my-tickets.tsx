import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@northvault/contracts/routes';
import {
  CUSTOMER_TICKET_MESSAGES,
  CUSTOMER_TICKET_STATUS_LABELS,
  customerTicketPath,
  type CustomerTicketsResponse,
} from '@northvault/contracts/support-tickets';
import { type Answer, fetchMyTickets } from '../api/customer-tickets-api';
import { formatMoment } from '../utils/format-moment';
import styles from './customer-tickets.module.css';

/** The signed-in account's tickets, newest activity first, each with its status in the customer's words. */
export function MyTickets() {
  const [answer, setAnswer] = useState<Answer<CustomerTicketsResponse> | null>(null);

  useEffect(() => {
    let current = true;
    void fetchMyTickets().then((next) => current && setAnswer(next));
    return () => {
      current = false;
    };
  }, []);

  if (answer === null) return <p>Loading your tickets…</p>;
  if (!answer.ok) return <p role="alert">{answer.error}</p>;
  const { tickets } = answer.value;
  if (tickets.length === 0) {
    return (
      <p>
        {CUSTOMER_TICKET_MESSAGES.noTickets} <Link to={ROUTES.support}>Open a ticket</Link>
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label="Your tickets">
      {tickets.map((ticket) => (
        <li key={ticket.ticketId} className={styles.row}>
          <div>
            <Link to={customerTicketPath(ticket.ticketId)}>{ticket.subject}</Link>
            <p className={styles.meta}>
              {ticket.ticketId} · last activity {formatMoment(ticket.lastActivityAt)}
            </p>
          </div>
          <span className={styles.status}>{CUSTOMER_TICKET_STATUS_LABELS[ticket.status]}</span>
        </li>
      ))}
    </ul>
  );
}
