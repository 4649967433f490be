/**
 * The plan table's monthly quotas (docs/product/api.md#quotas-and-rate-limit-headers), counted in
 * the database per subscriber and calendar month (UTC) of the app's clock: every authenticated
 * call counts against the API-call quota, every posted transaction against the transaction quota.
 * An exhausted quota is 429 `quota_exceeded`, naming it.
 */
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { type PlanId, UNLIMITED } from '@northvault/contracts/plans';
import { quotaExceededMessage, SANDBOX_QUOTAS, type SandboxQuota } from '@northvault/contracts/sandbox';
import { DATABASE, type DatabaseHandle, type Transaction } from '../../database/database-handle';
import { sandboxApiCalls, sandboxTransactions } from '../../database/schema';
import { SandboxException } from './sandbox-error';
import { quotaMonth } from './quota-month';

/** What the rate-limit headers say after a call; `null` for a plan without an API-call quota. */
export interface ApiCallAllowance {
  limit: number;
  remaining: number;
  resetSeconds: number;
  /** The call was refused: the month's calls were already used up. */
  exhausted: boolean;
}

/** 429 `quota_exceeded` for the quota of the month `now` falls in. */
export function quotaExceeded(quota: SandboxQuota, planId: PlanId, now: Date): SandboxException {
  return new SandboxException(
    HttpStatus.TOO_MANY_REQUESTS,
    'quota_exceeded',
    quotaExceededMessage(quota, planId, quotaMonth(now).end.toISOString().slice(0, 10)),
  );
}

@Injectable()
export class SandboxQuotas {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /**
   * Counts one call unless the month's calls are used up. The increment and the check are one
   * statement, so concurrent calls can never count past the quota.
   */
  async countApiCall(userId: string, planId: PlanId, now: Date): Promise<ApiCallAllowance | null> {
    const month = quotaMonth(now);
    const limit = SANDBOX_QUOTAS.apiCalls.limit(planId);
    const [row] = await this.database.db
      .insert(sandboxApiCalls)
      .values({ userId, month: month.key, calls: 1 })
      .onConflictDoUpdate({
        target: [sandboxApiCalls.userId, sandboxApiCalls.month],
        set: { calls: sql`${sandboxApiCalls.calls} + 1` },
        ...(limit !== UNLIMITED && { setWhere: sql`${sandboxApiCalls.calls} < ${limit}` }),
      })
      .returning({ calls: sandboxApiCalls.calls });
    if (limit === UNLIMITED) return null;
    const resetSeconds = Math.max(0, Math.ceil((month.end.getTime() - now.getTime()) / 1000));
    if (row === undefined) return { limit, remaining: 0, resetSeconds, exhausted: true };
    return { limit, remaining: Math.max(0, limit - row.calls), resetSeconds, exhausted: false };
  }

  /**
   * Throws 429 when the month's transactions are used up. Call it inside the transaction that
   * posts, after taking the subscriber's lock, so two posts cannot both take the last one.
   */
  async checkTransactionQuota(tx: Transaction, userId: string, planId: PlanId, now: Date): Promise<void> {
    const limit = SANDBOX_QUOTAS.transactions.limit(planId);
    if (limit === UNLIMITED) return;
    const { start } = quotaMonth(now);
    const [{ posted } = { posted: 0 }] = await tx
      .select({ posted: count() })
      .from(sandboxTransactions)
      .where(and(eq(sandboxTransactions.userId, userId), gte(sandboxTransactions.createdAt, start)));
    if (posted >= limit) throw quotaExceeded('transactions', planId, now);
  }
}
