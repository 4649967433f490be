/**
 * Renewals and dunning (docs/product/billing.md#renewals-and-dunning). The pass runs from the
 * queue's scheduler and from tests after they move the clock; everything it decides reads CLOCK.
 *
 * A subscription's charge for a renewal is named by the subscription and the end of the period it
 * follows (`renewal_due_at`). Each try is one payments row with a key of its own
 * (`renewal:<subscription>:<due>:<try>`), written `pending` before the gateway is asked under the
 * row's id: two passes over one try open one row and the gateway charges it once, and a database
 * index allows one approved charge per renewal. Opening a row takes the subscription row's lock
 * and refuses while another charge of the same renewal is in flight, so a renewal pass and an
 * `Update card` payment never both charge.
 */
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { and, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import {
  addOneMonth,
  BILLING_MESSAGES,
  DUNNING,
  nextRetryAt,
  renewalDescription,
  suspensionAt,
} from '@northvault/contracts/billing';
import { PAYMENT_DECLINE_MESSAGES } from '@northvault/contracts/payment';
import { PLANS } from '@northvault/contracts/plans';
import { CLOCK, type Clock } from '../clock/clock';
import { DATABASE, type DatabaseHandle, type Transaction } from '../database/database-handle';
import { payments, subscriptions } from '../database/schema';
import { EmailOutbox } from '../email/public';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
  PaymentGatewayUnavailableError,
  PaymentRecords,
} from '../payments/public';
import { chargeInFlight } from './charge-in-flight';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Subscriptions charged per pass; the next pass (minutes later) takes the rest. */
const BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What one pass did, for the log and the tests. */
export interface RenewalPass {
  renewed: number;
  failed: number;
  ended: number;
  suspended: number;
}

/** A card saved at the gateway, with what the page and the receipts show of it. */
export interface SavedCard {
  paymentMethodToken: string;
  cardBrand: string;
  cardLast4: string;
  cardExpiryMonth: string;
  cardExpiryYear: string;
}

export type OverduePayment = { outcome: 'paid' } | { outcome: 'refused'; status: number; message: string };

type Opened = { paymentId: string } | null;

@Injectable()
export class RenewalsService {
  private readonly logger = new Logger(RenewalsService.name);

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly records: PaymentRecords,
    private readonly emails: EmailOutbox,
  ) {}

  /**
   * Everything due at the clock's now: scheduled cancellations end at their period's end with no
   * charge, subscriptions past due for 10 days are suspended, and each period that ended (or retry
   * that is due) is charged once.
   */
  async runDue(): Promise<RenewalPass> {
    const now = this.clock.now();
    const { db } = this.database;
    const ended = await db
      .update(subscriptions)
      .set({ status: 'canceled', updatedAt: sql`now()` })
      .where(
        and(
          eq(subscriptions.status, 'active'),
          eq(subscriptions.cancelAtPeriodEnd, true),
          lte(subscriptions.currentPeriodEnd, now),
        ),
      )
      .returning({ id: subscriptions.id });
    const suspended = await db
      .update(subscriptions)
      .set({ status: 'suspended', nextChargeAt: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(subscriptions.status, 'past_due'),
          lte(subscriptions.pastDueSince, new Date(now.getTime() - DUNNING.suspendAfterDays * DAY_MS)),
        ),
      )
      .returning({ id: subscriptions.id });
    const due = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        or(
          and(
            eq(subscriptions.status, 'active'),
            eq(subscriptions.cancelAtPeriodEnd, false),
            lte(subscriptions.currentPeriodEnd, now),
          ),
          and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextChargeAt, now)),
        ),
      )
      .orderBy(subscriptions.currentPeriodEnd)
      .limit(BATCH);
    const pass: RenewalPass = { renewed: 0, failed: 0, ended: ended.length, suspended: suspended.length };
    for (const { id } of due) {
      try {
        const outcome = await this.renew(id, now);
        if (outcome === 'renewed') pass.renewed += 1;
        if (outcome === 'failed') pass.failed += 1;
      } catch (error) {
        // One subscription's trouble (a gateway outage) leaves it due for the next pass.
        this.logger.warn(`Renewal of subscription ${id} not settled, will try again: ${(error as Error).message}`);
      }
    }
    if (due.length + ended.length + suspended.length > 0) this.logger.log(`Renewal pass: ${JSON.stringify(pass)}`);
    return pass;
  }

  /** One due charge of one subscription: renewed, failed (now past due), or skipped (not due any more). */
  private async renew(subscriptionId: string, now: Date): Promise<'renewed' | 'failed' | 'skipped'> {
    const [subscription] = await this.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    if (!subscription || !isDue(subscription, now)) return 'skipped';
    const dueAt = subscription.currentPeriodEnd;
    const attempt = subscription.failedCharges;
    const key = `renewal:${subscription.id}:${dueAt.toISOString()}:${attempt}`;
    const opened = await this.open(
      subscription.id,
      dueAt,
      key,
      (sub) => isDue(sub, now) && sub.failedCharges === attempt,
    );
    if (opened === null) return 'skipped';

    const plan = PLANS[renewalPlanId(subscription)];
    const result = subscription.paymentMethodToken
      ? await this.gateway.charge({
          amountCents: plan.price * 100,
          currency: 'USD',
          description: `Northvault ${plan.name} plan, renewal`,
          paymentMethodToken: subscription.paymentMethodToken,
          idempotencyKey: opened.paymentId,
        })
      : // A plan bought before cards were saved has nothing to charge: it fails as a decline would.
        ({ outcome: 'declined', reason: 'card_declined', message: BILLING_MESSAGES.noSavedCard } as const);

    if (result.outcome === 'approved') {
      const period = { start: dueAt, end: addOneMonth(dueAt) };
      const settled = await this.database.transaction((tx) =>
        this.settleApproved(tx, opened.paymentId, result.reference, period, null),
      );
      return settled ? 'renewed' : 'skipped';
    }
    await this.database.transaction(async (tx) => {
      if (!(await this.records.markDeclined(opened.paymentId, result.reason, tx))) return;
      const pastDueSince = subscription.pastDueSince ?? now;
      const failedCharges = attempt + 1;
      const retryAt = nextRetryAt(pastDueSince, failedCharges);
      const [pastDue] = await tx
        .update(subscriptions)
        .set({ status: 'past_due', pastDueSince, failedCharges, nextChargeAt: retryAt, updatedAt: sql`now()` })
        .where(
          and(
            eq(subscriptions.id, subscription.id),
            eq(subscriptions.currentPeriodEnd, dueAt),
            eq(subscriptions.failedCharges, attempt),
          ),
        )
        .returning();
      if (!pastDue) return;
      const [payment] = await tx.select().from(payments).where(eq(payments.id, opened.paymentId));
      await this.emails.queue(tx, {
        kind: 'payment-failed',
        to: { name: payment!.customerName, address: payment!.customerEmail },
        planId: pastDue.planId,
        amountCents: payment!.amountCents,
        currency: 'USD',
        cardBrand: pastDue.cardBrand,
        cardLast4: pastDue.cardLast4,
        nextRetryAt: retryAt?.toISOString() ?? null,
        suspendsAt: suspensionAt(pastDueSince).toISOString(),
      });
    });
    this.logger.log(`Renewal of subscription ${subscription.id} declined (${result.reason}); past due`);
    return 'failed';
  }

  /**
   * `Update card` while past due or suspended: charges the overdue amount to the new card at once
   * and, when it goes through, saves the card on the subscription and makes it active again. A past-due
   * plan keeps its period's anchor; a suspended one starts a new period now.
   */
  async payOverdue(accountId: string, card: SavedCard): Promise<OverduePayment> {
    const [subscription] = await this.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.accountId, accountId), inArray(subscriptions.status, ['past_due', 'suspended'])));
    if (!subscription)
      return { outcome: 'refused', status: HttpStatus.CONFLICT, message: BILLING_MESSAGES.changeFailed };
    const dueAt = subscription.currentPeriodEnd;
    const key = `overdue:${subscription.id}:${dueAt.toISOString()}:${card.paymentMethodToken}`;
    const opened = await this.open(
      subscription.id,
      dueAt,
      key,
      (sub) =>
        (sub.status === 'past_due' || sub.status === 'suspended') && sub.currentPeriodEnd.getTime() === dueAt.getTime(),
      card,
    );
    if (opened === null) {
      return { outcome: 'refused', status: HttpStatus.CONFLICT, message: BILLING_MESSAGES.chargeInProgress };
    }
    let result;
    try {
      const plan = PLANS[renewalPlanId(subscription)];
      result = await this.gateway.charge({
        amountCents: plan.price * 100,
        currency: 'USD',
        description: `Northvault ${plan.name} plan, overdue renewal`,
        paymentMethodToken: card.paymentMethodToken,
        idempotencyKey: opened.paymentId,
      });
    } catch (error) {
      if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
      await this.records.discard(opened.paymentId);
      return {
        outcome: 'refused',
        status: HttpStatus.BAD_GATEWAY,
        message: PAYMENT_DECLINE_MESSAGES.gatewayUnavailable,
      };
    }
    if (result.outcome === 'declined') {
      await this.records.markDeclined(opened.paymentId, result.reason);
      return { outcome: 'refused', status: HttpStatus.PAYMENT_REQUIRED, message: result.message };
    }
    const now = this.clock.now();
    const period =
      subscription.status === 'suspended'
        ? { start: now, end: addOneMonth(now) }
        : { start: dueAt, end: addOneMonth(dueAt) };
    await this.database.transaction((tx) => this.settleApproved(tx, opened.paymentId, result.reference, period, card));
    this.logger.log(`Overdue renewal of subscription ${subscription.id} paid with a new card; active again`);
    return { outcome: 'paid' };
  }

  /**
   * The pending row of one try, under the subscription row's lock: resumed when a pass died after
   * opening it, null when the subscription is not in the expected state or another charge of the
   * same renewal is in flight.
   */
  private open(
    subscriptionId: string,
    dueAt: Date,
    chargeKey: string,
    stillExpected: (subscription: SubscriptionRow) => boolean,
    card: SavedCard | null = null,
  ): Promise<Opened> {
    return this.database.transaction(async (tx) => {
      const [subscription] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, subscriptionId))
        .for('update');
      if (!subscription || !stillExpected(subscription)) return null;
      const [earlier] = await tx
        .select({ id: payments.id, status: payments.status })
        .from(payments)
        .where(eq(payments.chargeKey, chargeKey));
      if (earlier) return earlier.status === 'pending' ? { paymentId: earlier.id } : null;
      if (await chargeInFlight(tx, subscriptionId, dueAt)) return null;
      const [bought] = await tx.select().from(payments).where(eq(payments.id, subscription.paymentId));
      const [row] = await tx
        .insert(payments)
        .values({
          status: 'pending',
          chargeKey,
          subscriptionId,
          renewalDueAt: dueAt,
          accountId: subscription.accountId,
          planId: renewalPlanId(subscription),
          amountCents: PLANS[renewalPlanId(subscription)].price * 100,
          currency: 'USD',
          customerName: subscription.customerName,
          customerEmail: bought!.customerEmail,
          cardBrand: card?.cardBrand ?? subscription.cardBrand,
          cardLast4: card?.cardLast4 ?? subscription.cardLast4,
          cardExpiryMonth: card?.cardExpiryMonth ?? subscription.cardExpiryMonth,
          cardExpiryYear: card?.cardExpiryYear ?? subscription.cardExpiryYear,
          billingAddress: bought!.billingAddress,
          billingCity: bought!.billingCity,
          billingPostalCode: bought!.billingPostalCode,
          billingCountry: bought!.billingCountry,
          paymentMethodToken: card?.paymentMethodToken ?? subscription.paymentMethodToken,
        })
        .returning({ id: payments.id });
      return { paymentId: row!.id };
    });
  }

  /**
   * The approved charge: the payment settled, the subscription active for its new period (with the
   * new card, when one paid), the receipt issued and emailed, in one transaction. False when
   * another pass settled it first.
   */
  private async settleApproved(
    tx: Transaction,
    paymentId: string,
    reference: string,
    period: { start: Date; end: Date },
    card: SavedCard | null,
  ): Promise<boolean> {
    const payment = await this.records.markApproved(tx, paymentId, reference);
    if (!payment) return false;
    await tx
      .update(subscriptions)
      .set({
        status: 'active',
        // The plan the renewal paid for: a downgrade scheduled for this period's end applies now.
        planId: payment.planId,
        pendingPlanId: null,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        pastDueSince: null,
        failedCharges: 0,
        nextChargeAt: null,
        ...(card ?? {}),
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(subscriptions.id, payment.subscriptionId!),
          eq(subscriptions.currentPeriodEnd, payment.renewalDueAt!),
          ne(subscriptions.status, 'canceled'),
        ),
      );
    await this.records.issueReceipt(
      tx,
      {
        ...payment,
        transactionId: payment.transactionId!,
        paymentId,
        description: renewalDescription(PLANS[payment.planId].name, period.start, period.end),
      },
      this.clock.now(),
      period.end,
    );
    return true;
  }
}

/** The plan a renewal charges and starts: a scheduled downgrade's, or the current one. */
function renewalPlanId(subscription: SubscriptionRow) {
  return subscription.pendingPlanId ?? subscription.planId;
}

function isDue(subscription: SubscriptionRow, now: Date): boolean {
  if (subscription.status === 'active') {
    return !subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd.getTime() <= now.getTime();
  }
  return (
    subscription.status === 'past_due' &&
    subscription.nextChargeAt !== null &&
    subscription.nextChargeAt.getTime() <= now.getTime()
  );
}
