/**
 * One charge of a subscription at a time (docs/product/billing.md): a renewal, an overdue payment and an
 * upgrade each write their payments row `pending` before the gateway is asked, and each looks here, under the
 * subscription row's lock, for another pending charge of the same subscription first.
 */
import { and, eq, gt, like, or, sql } from 'drizzle-orm';
import type { Transaction } from '../database/database-handle';
import { payments } from '../database/schema';

/** How long a pending charge holds the subscription against another: far longer than any gateway call. */
const IN_FLIGHT_MINUTES = 10;

/** An upgrade's key of its own on the payments row: `upgrade:<subscription>:<attempt>`. */
export const upgradeKeyPrefix = (subscriptionId: string) => `upgrade:${subscriptionId}:`;

/**
 * Whether an upgrade of the subscription, or one of its renewal charges (only the renewal of `renewalDueAt`
 * when given), is pending and still recent.
 */
export async function chargeInFlight(tx: Transaction, subscriptionId: string, renewalDueAt?: Date): Promise<boolean> {
  const renewalCharge =
    renewalDueAt === undefined
      ? eq(payments.subscriptionId, subscriptionId)
      : and(eq(payments.subscriptionId, subscriptionId), eq(payments.renewalDueAt, renewalDueAt));
  const [pending] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        or(renewalCharge, like(payments.chargeKey, `${upgradeKeyPrefix(subscriptionId)}%`)),
        gt(payments.createdAt, sql`now() - make_interval(mins => ${IN_FLIGHT_MINUTES})`),
      ),
    )
    .limit(1);
  return pending !== undefined;
}
