/**
 * The Message-IDs the desk gives its emails (docs/product/contact-and-support.md#email-both-ways), all on the support
 * domain: one per agent reply, stored on its message row, and one for the ticket itself, which every email of the
 * ticket names first in `References`, so mail clients keep the whole ticket in one thread.
 */
import { randomUUID } from 'node:crypto';

/** `<reply-<uuid>@domain>`, unguessable, so no inbound message can claim it before the reply is sent. */
export function replyMessageId(domain: string): string {
  return `<reply-${randomUUID()}@${domain}>`;
}

/** `<ticket-TKT-…@domain>`: the thread's root. */
export function ticketThreadId(ticketId: string, domain: string): string {
  return `<ticket-${ticketId}@${domain}>`;
}

/** The ticket id a thread root of `domain` names, or null. */
export function ticketIdOfThreadId(messageId: string, domain: string): string | null {
  const match = /^<ticket-(TKT-[A-Z0-9]{1,20})@([^>]+)>$/i.exec(messageId.trim());
  return match && match[2]!.toLowerCase() === domain ? match[1]!.toUpperCase() : null;
}

/** Mail clients cut long `References`; RFC 5322 suggests the first and the latest few. */
const MAX_REFERENCES = 10;

/** The thread's root first, then the latest known messages, oldest first. */
export function referencesOf(root: string, earlier: readonly string[]): string[] {
  const latest = earlier.slice(-(MAX_REFERENCES - 1));
  return [root, ...latest];
}
