/**
 * Who may open a ticket on the customer's side (docs/product/contact-and-support.md#my-tickets): its signed-in
 * requester, or whoever holds the signed link of its emails. A link altered or made for another ticket is refused
 * like no link at all; only a genuine one past its 30 days says so. Nobody else learns whether the ticket exists:
 * a signed-in stranger gets the same 404 as for an unknown id.
 */
import { ForbiddenException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { CUSTOMER_TICKET_MESSAGES } from '@northvault/contracts/support-tickets';
import type { supportTickets } from '../../database/schema';
import type { SignedInUser } from '../../auth/public';
import { checkTicketLinkToken } from '../ticket-tokens';

export type TicketRow = typeof supportTickets.$inferSelect;

/** How the caller reached the ticket: as its signed-in requester, or by its link. */
export type TicketAccess = { by: 'session'; user: SignedInUser } | { by: 'link'; user: SignedInUser | null };

export function accessTo(
  ticket: TicketRow | undefined,
  user: SignedInUser | null,
  token: string | undefined,
  now: Date,
  secret: string,
): TicketAccess {
  if (ticket && user && ticket.userId === user.id) return { by: 'session', user };
  const check =
    token && ticket
      ? checkTicketLinkToken(token, { ticketId: ticket.ticketId, email: ticket.email }, now, secret)
      : null;
  if (check === 'valid') return { by: 'link', user };
  if (check === 'expired') throw new ForbiddenException(CUSTOMER_TICKET_MESSAGES.linkExpired);
  if (user) throw new NotFoundException(CUSTOMER_TICKET_MESSAGES.notFound);
  throw new UnauthorizedException(CUSTOMER_TICKET_MESSAGES.signInOrLink);
}
