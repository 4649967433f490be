import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { addOneMonth } from '@northvault/contracts/billing';
import type { PlanId } from '@northvault/contracts/plans';
import { CLOCK, type Clock } from '../clock/clock';
import type { Database } from '../database/database-handle';
import { payments, subscriptions } from '../database/schema';

export interface NewSubscription {
  planId: PlanId;
  customerName: string;
  paymentId: string;
  /** The card saved with the payment, which renewals charge. */
  paymentMethodToken: string | null;
  cardBrand: string;
  cardLast4: string;
  cardExpiryMonth: string;
  cardExpiryYear: string;
}

/**
 * Plans belong to accounts. A signed-in purchase starts (or replaces) the buyer's own plan; an
 * anonymous one waits, unclaimed, under the buyer's email until a sign-in whose provider verifies
 * that email claims it. Every method runs inside the caller's transaction.
 */
@Injectable()
export class SubscriptionsService {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  /** A new plan's first period starts now and lasts one month; no cancellation is scheduled. */
  private firstPeriod() {
    const start = this.clock.now();
    return {
      status: 'active' as const,
      startedAt: start,
      currentPeriodStart: start,
      currentPeriodEnd: addOneMonth(start),
      cancelAtPeriodEnd: false,
      cancellationReason: null,
      cancelRequestedAt: null,
      pastDueSince: null,
      failedCharges: 0,
      nextChargeAt: null,
    };
  }

  /** The signed-in buyer's plan: the new one replaces whatever the account had, with a new period. */
  async activateForAccount(db: Database, account: { id: string; email: string }, plan: NewSubscription): Promise<void> {
    const values = { ...plan, accountId: account.id, email: account.email.toLowerCase(), ...this.firstPeriod() };
    await db
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: subscriptions.accountId,
        set: { ...values, updatedAt: sql`now()` },
      });
  }

  /**
   * An anonymous purchase, held for its email. The caller has made sure, under the email's lock,
   * that no account uses the email and no other plan waits for it; the unique index would refuse
   * a second one anyway.
   */
  async holdForEmail(db: Database, email: string, plan: NewSubscription): Promise<void> {
    await db.insert(subscriptions).values({ ...plan, email: email.toLowerCase(), ...this.firstPeriod() });
  }

  /** Whether a plan waits, unclaimed, for this email. */
  async isWaitingFor(db: Database, email: string): Promise<boolean> {
    const rows = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(sql`lower(${subscriptions.email}) = ${email.toLowerCase()}`, isNull(subscriptions.accountId)))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Gives the account the plan waiting for its email, unless it already holds one (then the
   * waiting plan stays where it is). Only for an email the provider verified, at sign-in.
   */
  async claimWaiting(db: Database, account: { id: string; email: string }): Promise<boolean> {
    const held = db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.accountId, account.id));
    const claimed = await db
      .update(subscriptions)
      .set({ accountId: account.id, updatedAt: sql`now()` })
      .where(
        and(
          sql`lower(${subscriptions.email}) = ${account.email.toLowerCase()}`,
          isNull(subscriptions.accountId),
          notExists(held),
        ),
      )
      .returning({ paymentId: subscriptions.paymentId });
    // The receipt of the payment that bought it now belongs to the account too.
    for (const { paymentId } of claimed) {
      await db.update(payments).set({ accountId: account.id }).where(eq(payments.id, paymentId));
    }
    return claimed.length > 0;
  }
}
