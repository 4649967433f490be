import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import type { PlanId } from '@northvault/contracts/plans';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { subscriptions, users } from '../database/schema';

/** An account that may use the sandbox: its provider verified its email and it holds an active plan. */
export interface Subscriber {
  userId: string;
  email: string;
  name: string | null;
  planId: PlanId;
}

const subscriberColumns = { userId: users.id, email: users.email, name: users.name, planId: subscriptions.planId };

/** Who the sandbox serves: the same rule as the site's plans (docs/product/roles.md#permissions). */
@Injectable()
export class SandboxSubscribers {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  private subscribers() {
    return this.database.db
      .select(subscriberColumns)
      .from(users)
      .innerJoin(
        subscriptions,
        and(eq(subscriptions.accountId, users.id), eq(subscriptions.status, 'active'), eq(users.emailVerified, true)),
      );
  }

  async byId(userId: string): Promise<Subscriber | null> {
    const [row] = await this.subscribers().where(eq(users.id, userId));
    return row ?? null;
  }

  /** Every subscriber with this email (one per sign-in provider at most), for the login to try. */
  async byEmail(email: string): Promise<Subscriber[]> {
    return this.subscribers().where(sql`${users.email} = ${email.toLowerCase()}`);
  }
}
