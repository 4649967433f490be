import { ConflictException, Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_MESSAGES, type IdempotencyMessages } from '@northvault/contracts/payment';
import { DATABASE, type Database, type DatabaseHandle } from '../database/database-handle';
import { checkoutIdempotencyKeys } from '../database/schema';

export interface RecordedAnswer {
  status: number;
  body: unknown;
}

export type Claim = { kind: 'claimed' } | { kind: 'replay'; answer: RecordedAnswer };

/** How long a concurrent duplicate waits for the first request's answer. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 50;
/** Keys older than this may be reused; retries happen within minutes. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * A claim unanswered for this long belongs to a request that died (a crash, a lost database):
 * a retry takes it over. Safe even if the first is somehow still running, because both resume
 * the same payment attempt and the gateway charges one attempt once.
 */
export const CLAIM_LEASE_SECONDS = 60;

/**
 * The one store of client Idempotency-Keys for requests that may charge a card: the checkout and
 * plan changes (each words its refusals through `messages`).
 */
@Injectable()
export class PaymentIdempotencyService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /**
   * The first request with a key claims it; a later one gets the recorded answer, waiting for it
   * while the first is still running. Two requests can never both charge. `messages` word the
   * refusals for what the key was sent with.
   */
  async claim(
    key: string,
    fingerprint: string,
    messages: IdempotencyMessages = IDEMPOTENCY_MESSAGES.checkout,
  ): Promise<Claim> {
    const { db } = this.database;
    await db
      .delete(checkoutIdempotencyKeys)
      .where(lt(checkoutIdempotencyKeys.createdAt, new Date(Date.now() - KEY_LIFETIME_MS)));
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const inserted = await db
        .insert(checkoutIdempotencyKeys)
        .values({ key, requestHash: fingerprint })
        .onConflictDoNothing()
        .returning({ key: checkoutIdempotencyKeys.key });
      if (inserted.length > 0) return { kind: 'claimed' };

      const [existing] = await db.select().from(checkoutIdempotencyKeys).where(eq(checkoutIdempotencyKeys.key, key));
      // Released by a first attempt that failed without charging: claim it on the next turn.
      if (existing === undefined) continue;
      if (existing.requestHash !== fingerprint) throw new UnprocessableEntityException(messages.reused);
      if (existing.responseStatus !== null) {
        return { kind: 'replay', answer: { status: existing.responseStatus, body: existing.responseBody } };
      }
      if (await this.takeOverAbandoned(key)) return { kind: 'claimed' };
      if (Date.now() > deadline) throw new ConflictException(messages.inProgress);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private async takeOverAbandoned(key: string): Promise<boolean> {
    const taken = await this.database.db
      .update(checkoutIdempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          eq(checkoutIdempotencyKeys.key, key),
          isNull(checkoutIdempotencyKeys.responseStatus),
          lt(checkoutIdempotencyKeys.createdAt, sql`now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})`),
        ),
      )
      .returning({ key: checkoutIdempotencyKeys.key });
    return taken.length > 0;
  }

  /** Records the answer; inside the payment's transaction when there is one. */
  async complete(key: string, answer: RecordedAnswer, db: Database = this.database.db): Promise<void> {
    await db
      .update(checkoutIdempotencyKeys)
      .set({ responseStatus: answer.status, responseBody: answer.body })
      .where(eq(checkoutIdempotencyKeys.key, key));
  }

  /** Nothing was charged: let the key be used again. */
  async release(key: string): Promise<void> {
    await this.database.db.delete(checkoutIdempotencyKeys).where(eq(checkoutIdempotencyKeys.key, key));
  }
}
