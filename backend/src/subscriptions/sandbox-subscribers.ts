import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { grantsPlan, type SubscriptionState } from '@northvault/contracts/billing';
import type { PlanId } from '@northvault/contracts/plans';
import { CLOCK, type Clock } from '../clock/clock';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { subscriptions, users } from '../database/schema';

/** An account that may use the sandbox: its provider verified its email and it holds a plan. */
export interface Subscriber {
  userId: string;
  email: string;
  name: string | null;
  planId: PlanId;
}

const subscriberColumns = {
  userId: users.id,
  email: users.email,
  name: users.name,
  planId: subscriptions.planId,
  state: subscriptions.status,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
};

type SubscriberRow = Subscriber & {
  state: SubscriptionState;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
};

/**
 * Who the sandbox serves: the same rule as the site's plans (docs/product/roles.md#permissions),
 * `grantsPlan` read with the site's clock. A cancelled plan stops at the exact second its period
 * ends, without waiting for the renewal pass to store `canceled` (docs/product/billing.md#status).
 */
@Injectable()
export class SandboxSubscribers {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private subscribers() {
    return this.database.db
      .select(subscriberColumns)
      .from(users)
      .innerJoin(
        subscriptions,
        and(
          eq(subscriptions.accountId, users.id),
          inArray(subscriptions.status, ['active', 'past_due']),
          eq(users.emailVerified, true),
        ),
      );
  }

  private holdingPlan(rows: SubscriberRow[]): Subscriber[] {
    const now = this.clock.now();
    return rows
      .filter((row) => grantsPlan(row, now))
      .map(({ userId, email, name, planId }) => ({ userId, email, name, planId }));
  }

  async byId(userId: string): Promise<Subscriber | null> {
    return this.holdingPlan(await this.subscribers().where(eq(users.id, userId)))[0] ?? null;
  }

  /** Every subscriber with this email (one per sign-in provider at most), for the login to try. */
  async byEmail(email: string): Promise<Subscriber[]> {
    return this.holdingPlan(await this.subscribers().where(sql`${users.email} = ${email.toLowerCase()}`));
  }
}
