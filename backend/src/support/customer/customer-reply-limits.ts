/**
 * Replies a requester may send (docs/product/contact-and-support.md#my-tickets): so many an hour on one ticket,
 * and so many an hour from one sender across tickets. The counts live in the throttler's store (Redis when
 * REDIS_URL is set), so every instance counts the same replies; an address is stored only as a keyed hash.
 */
import { createHmac } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { CUSTOMER_REPLY_LIMITS, CUSTOMER_TICKET_MESSAGES } from '@northvault/contracts/support-tickets';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

const THROTTLER_NAME = 'support-reply';
const HOUR_MS = 60 * 60 * 1000;
/** The limits compare the count themselves, so the store never blocks a key on its own. */
const NEVER = Number.MAX_SAFE_INTEGER;

@Injectable()
export class CustomerReplyLimits {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Counts one reply to `ticketRowId` from `sender` (the account's id, or the requester's address for a link),
   * or refuses it with 429. A reply the ticket's limit refuses is not counted against the sender.
   */
  async take(ticketRowId: string, sender: string): Promise<void> {
    if (!(await this.allow(ticketRowId, sender))) throw tooMany();
  }

  /**
   * The same count for a caller that cannot answer 429 (an emailed reply, support/email): false when the reply
   * is over either limit.
   */
  async allow(ticketRowId: string, sender: string): Promise<boolean> {
    const ticket = await this.storage.increment(`ticket:${ticketRowId}`, HOUR_MS, NEVER, HOUR_MS, THROTTLER_NAME);
    if (ticket.totalHits > CUSTOMER_REPLY_LIMITS.perTicketPerHour) return false;
    const key = createHmac('sha256', this.config.auth.sessionSecret)
      .update(`support-sender:${sender.trim().toLowerCase()}`)
      .digest('base64url');
    const from = await this.storage.increment(`sender:${key}`, HOUR_MS, NEVER, HOUR_MS, THROTTLER_NAME);
    return from.totalHits <= CUSTOMER_REPLY_LIMITS.perSenderPerHour;
  }
}

function tooMany(): HttpException {
  return new HttpException(CUSTOMER_TICKET_MESSAGES.replyLimited, HttpStatus.TOO_MANY_REQUESTS);
}
