import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { BillingOverview, BillingSubscription } from '@northvault/contracts/api';
import { BILLING_MESSAGES, billingStatus, type CancellationReason } from '@northvault/contracts/billing';
import { PLANS } from '@northvault/contracts/plans';
import { CLOCK, type Clock } from '../clock/clock';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { payments, subscriptions } from '../database/schema';
import { ReceiptsService } from './receipts.service';

/**
 * The signed-in account's own subscription (docs/product/billing.md): what it pays, for which
 * period, with which card, and cancellation at the end of the period, undone until then. Each
 * change is one conditional UPDATE: concurrent requests queue on the row's lock and the second one
 * sees the first one's result, so two changes never interleave.
 */
@Injectable()
export class BillingService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly receipts: ReceiptsService,
  ) {}

  async overview(accountId: string): Promise<BillingOverview> {
    return { subscription: await this.subscriptionOf(accountId), receipts: await this.receipts.listFor(accountId) };
  }

  /** Schedules cancellation at the period's end; asking again changes nothing. */
  async cancel(accountId: string, reason: CancellationReason | undefined): Promise<BillingOverview> {
    const now = this.clock.now();
    const changed = await this.database.db
      .update(subscriptions)
      .set({
        cancelAtPeriodEnd: true,
        cancellationReason: reason ?? null,
        cancelRequestedAt: now,
        updatedAt: sql`now()`,
      })
      .where(and(this.stillRunning(accountId, now), eq(subscriptions.cancelAtPeriodEnd, false)))
      .returning({ id: subscriptions.id });
    if (changed.length === 0) await this.refuseUnlessRunning(accountId);
    return this.overview(accountId);
  }

  /** Takes a scheduled cancellation back, until the period ends; asking again changes nothing. */
  async resume(accountId: string): Promise<BillingOverview> {
    const now = this.clock.now();
    const changed = await this.database.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: false, cancellationReason: null, cancelRequestedAt: null, updatedAt: sql`now()` })
      .where(and(this.stillRunning(accountId, now), eq(subscriptions.cancelAtPeriodEnd, true)))
      .returning({ id: subscriptions.id });
    if (changed.length === 0) await this.refuseUnlessRunning(accountId);
    return this.overview(accountId);
  }

  /** The account's subscription, active and within its period: the only one that can change. */
  private stillRunning(accountId: string, now: Date) {
    return and(
      eq(subscriptions.accountId, accountId),
      eq(subscriptions.status, 'active'),
      gt(subscriptions.currentPeriodEnd, now),
    );
  }

  /** Nothing changed: fine if it was already so, otherwise the account has nothing that can change. */
  private async refuseUnlessRunning(accountId: string): Promise<void> {
    const subscription = await this.subscriptionOf(accountId);
    if (subscription === null) throw new NotFoundException(BILLING_MESSAGES.noSubscription);
    if (subscription.status === 'canceled') throw new ConflictException(BILLING_MESSAGES.ended);
  }

  private async subscriptionOf(accountId: string): Promise<BillingSubscription | null> {
    const [row] = await this.database.db
      .select({ subscription: subscriptions, payment: payments })
      .from(subscriptions)
      .innerJoin(payments, eq(payments.id, subscriptions.paymentId))
      .where(eq(subscriptions.accountId, accountId));
    if (!row) return null;
    const { subscription, payment } = row;
    const status = billingStatus(
      {
        canceled: subscription.status === 'canceled',
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        currentPeriodEnd: subscription.currentPeriodEnd,
      },
      this.clock.now(),
    );
    const priceCents = PLANS[subscription.planId].price * 100;
    return {
      planId: subscription.planId,
      priceCents,
      currency: payment.currency,
      status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodStart: subscription.currentPeriodStart.toISOString(),
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      // Renewals are not built yet: this is what the next period will cost when they are.
      nextRenewal:
        status === 'active' ? { date: subscription.currentPeriodEnd.toISOString(), amountCents: priceCents } : null,
      paymentMethod: {
        brand: payment.cardBrand,
        last4: payment.cardLast4,
        expiryMonth: payment.cardExpiryMonth,
        expiryYear: payment.cardExpiryYear,
      },
    };
  }
}
