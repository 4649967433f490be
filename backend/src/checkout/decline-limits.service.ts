/**
 * Card testing: someone with a list of stolen numbers tries them one after another, or one number
 * with guessed expiry dates and CVVs. Declines are counted per card (a keyed hash of its number,
 * never the number) and per email; once either reaches its limit within the window, further
 * attempts with that card or email are refused with 429 without asking the gateway.
 *
 * The counts live where the throttler keeps its own, through the public ThrottlerStorage
 * interface, so a storage shared by several instances (Redis) shares these limits too. That
 * interface only increments, so a block is its own key: a decline that reaches the limit
 * increments `blocked:*` past a limit of 0, which blocks that key for the window; a check
 * increments `blocked:*` under a limit no one reaches, which only reads whether a block is set.
 */
import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { DECLINE_LIMITS } from '@northvault/contracts/payment';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

const THROTTLER_NAME = 'checkout-declines';
const WINDOW_MS = DECLINE_LIMITS.windowSeconds * 1000;
/** Reading a block adds a hit; this limit is never reached, so reading never blocks. */
const NEVER = Number.MAX_SAFE_INTEGER;

export interface DeclineSubject {
  /** The card number, digits only. */
  cardNumber: string;
  email: string;
}

@Injectable()
export class DeclineLimitsService {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether this card or this email has used up its declines. */
  async isBlocked(subject: DeclineSubject): Promise<boolean> {
    const records = await Promise.all(
      this.counters(subject).map(({ key }) =>
        this.storage.increment(`blocked:${key}`, WINDOW_MS, NEVER, WINDOW_MS, THROTTLER_NAME),
      ),
    );
    return records.some((record) => record.isBlocked);
  }

  /** Counts a decline against the card and the email; the one that reaches its limit is blocked. */
  async recordDecline(subject: DeclineSubject): Promise<void> {
    for (const { key, limit } of this.counters(subject)) {
      const { totalHits } = await this.storage.increment(
        `declines:${key}`,
        WINDOW_MS,
        NEVER,
        WINDOW_MS,
        THROTTLER_NAME,
      );
      if (totalHits >= limit) await this.storage.increment(`blocked:${key}`, WINDOW_MS, 0, WINDOW_MS, THROTTLER_NAME);
    }
  }

  /** Keyed hashes: the store never holds a card number or an email, and cannot be reversed by guessing. */
  private counters({ cardNumber, email }: DeclineSubject) {
    return [
      { key: `card:${this.fingerprint('card', cardNumber)}`, limit: DECLINE_LIMITS.perCard },
      { key: `email:${this.fingerprint('email', email.toLowerCase())}`, limit: DECLINE_LIMITS.perEmail },
    ];
  }

  private fingerprint(kind: string, value: string): string {
    return createHmac('sha256', this.config.auth.sessionSecret).update(`${kind}:${value}`).digest('base64url');
  }
}
