/**
 * The two signed tokens that let a requester reach their ticket without signing in
 * (docs/product/contact-and-support.md#ticket-links-and-reply-addresses):
 *
 * - the **link token** in `/support/tickets/{ticketId}?token=…`, sent in the requester's emails: bound to the
 *   ticket and to the requester's address, valid for 30 days;
 * - the **reply address** `support+<token>@<support domain>` of the desk's emails: it names the ticket, so an
 *   inbound reply finds its thread; whether the sender may write to it is checked against the ticket's requester.
 *
 * Both are HMACs with SESSION_SECRET, each for its own purpose, so one cannot stand in for the other.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signText, textSignatureMatches } from '../common/sealed-value';

/** How long a link in an email opens its ticket. */
export const TICKET_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const LINK_PURPOSE = 'support-ticket-link';
const REPLY_PURPOSE = 'support-ticket-reply';

/** Hex characters of the reply token's MAC: 80 bits, so `support+` and the token fit a 64-character local part. */
const REPLY_MAC_HEX_LENGTH = 20;
const UUID_HEX = /^[0-9a-f]{32}$/;

export interface TicketLinkSubject {
  /** The ticket's public id, as in the page's address (`TKT-…`). */
  ticketId: string;
  /** The requester's address, as stored on the ticket. */
  email: string;
}

export type TicketLinkCheck = 'valid' | 'expired' | 'invalid';

function linkText(subject: TicketLinkSubject, expiresAtSeconds: number): string {
  return `${subject.ticketId}|${subject.email.trim().toLowerCase()}|${expiresAtSeconds}`;
}

/** The `token` of a link to the ticket, valid for 30 days from `now`. */
export function ticketLinkToken(subject: TicketLinkSubject, now: Date, secret: string): string {
  const expiresAtSeconds = Math.floor((now.getTime() + TICKET_LINK_LIFETIME_MS) / 1000);
  return `${expiresAtSeconds}.${signText(LINK_PURPOSE, linkText(subject, expiresAtSeconds), secret)}`;
}

/**
 * Whether `token` opens this ticket for its requester now. A token made for another ticket or another address,
 * altered or malformed is `invalid`; a genuine one past its 30 days is `expired`.
 */
export function checkTicketLinkToken(
  token: string | undefined,
  subject: TicketLinkSubject,
  now: Date,
  secret: string,
): TicketLinkCheck {
  const [expires, mac, ...rest] = (token ?? '').split('.');
  if (!expires || !mac || rest.length > 0 || !/^\d{1,12}$/.test(expires)) return 'invalid';
  const expiresAtSeconds = Number(expires);
  if (!textSignatureMatches(LINK_PURPOSE, linkText(subject, expiresAtSeconds), mac, secret)) return 'invalid';
  return now.getTime() >= expiresAtSeconds * 1000 ? 'expired' : 'valid';
}

function replyMac(ticketUuidHex: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${REPLY_PURPOSE}.${ticketUuidHex}`)
    .digest('hex')
    .slice(0, REPLY_MAC_HEX_LENGTH);
}

/**
 * `support+<token>@<domain>` for the ticket whose row id (a UUID) is `ticketUuid`. The token is lower-case hex,
 * since mail systems may change the case of an address's local part.
 */
export function ticketReplyAddress(ticketUuid: string, domain: string, secret: string): string {
  const hex = ticketUuid.replace(/-/g, '').toLowerCase();
  return `support+${hex}${replyMac(hex, secret)}@${domain.toLowerCase()}`;
}

/** The ticket row id named by a reply address of `domain`, or null when the address is not one or is forged. */
export function ticketFromReplyAddress(address: string, domain: string, secret: string): string | null {
  const match = /^support\+([0-9a-f]+)@(.+)$/.exec(address.trim().toLowerCase());
  if (!match || match[2] !== domain.toLowerCase()) return null;
  const token = match[1] ?? '';
  const hex = token.slice(0, 32);
  const mac = token.slice(32);
  if (!UUID_HEX.test(hex) || mac.length !== REPLY_MAC_HEX_LENGTH) return null;
  const expected = Buffer.from(replyMac(hex, secret));
  if (!timingSafeEqual(Buffer.from(mac), expected)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
