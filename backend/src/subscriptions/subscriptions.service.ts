import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { PlanId } from '@northvault/contracts/plans';
import type { Database } from '../database/database-handle';
import { subscriptions } from '../database/schema';

export interface NewSubscription {
  email: string;
  planId: PlanId;
  customerName: string;
  paymentId: string;
}

/**
 * Subscriptions belong to an email: whoever signs in with it has the plan (SPEC section 3). The
 * session lookup (northvault_session_user) reads it in the same query as the user.
 */
@Injectable()
export class SubscriptionsService {
  /** Starts the plan, replacing whatever plan the email had; runs inside the payment's transaction. */
  async activate(db: Database, subscription: NewSubscription): Promise<void> {
    const values = { ...subscription, email: subscription.email.toLowerCase(), status: 'active' as const };
    await db
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: subscriptions.email,
        set: { ...values, startedAt: sql`now()`, updatedAt: sql`now()` },
      });
  }
}
