/**
 * Changing the plan of a running subscription (docs/product/billing.md#changing-the-plan). An
 * upgrade takes effect now and charges the saved card the prorated difference for the part of the
 * period left; a downgrade waits for the end of the period, where the renewal charges the new plan.
 *
 * An upgrade's charge is one payments row written `pending` under the subscription row's lock
 * before the gateway is asked (keyed by the payment's id). While one upgrade charge is in flight
 * another is refused, and once it is settled the plan already is the new one, so two requests,
 * whatever their idempotency keys, charge once.
 */
import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { BillingOverview, PlanChangePreview } from '@northvault/contracts/api';
import {
  BILLING_MESSAGES,
  PLAN_CHANGE_MESSAGES,
  proratedUpgradeCents,
  upgradeDescription,
} from '@northvault/contracts/billing';
import { IDEMPOTENCY_MESSAGES, PAYMENT_DECLINE_MESSAGES } from '@northvault/contracts/payment';
import { fieldMessage } from '@northvault/contracts/field-messages';
import { isPlanId, isUpgrade, PLAN_IDS, PLANS, type PlanId } from '@northvault/contracts/plans';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
  PaymentGatewayUnavailableError,
  PaymentIdempotencyService,
  PaymentRecords,
  requestFingerprint,
} from '../payments/public';
import { CLOCK, type Clock } from '../clock/clock';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { payments, subscriptions } from '../database/schema';
import { BillingService } from './billing.service';
import { chargeInFlight, upgradeKeyPrefix } from './charge-in-flight';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export const UNKNOWN_PLAN_ID = fieldMessage('planId', { kind: 'one-of', values: PLAN_IDS });

@Injectable()
export class PlanChangeService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly billing: BillingService,
    private readonly records: PaymentRecords,
    private readonly idempotency: PaymentIdempotencyService,
  ) {}

  /** What changing to `planId` would do now: an upgrade's amount today, or a downgrade's date. */
  async preview(accountId: string, planId: unknown): Promise<PlanChangePreview> {
    const target = checkedPlanId(planId);
    const subscription = await this.changeable(accountId, target);
    const now = this.clock.now();
    if (isUpgrade(subscription.planId, target)) {
      return {
        kind: 'upgrade',
        planId: target,
        amountCents: this.upgradeAmount(subscription, target, now),
        currency: 'USD',
        effectiveAt: now.toISOString(),
      };
    }
    return {
      kind: 'downgrade',
      planId: target,
      amountCents: 0,
      currency: 'USD',
      effectiveAt: subscription.currentPeriodEnd.toISOString(),
    };
  }

  /** Confirms the change; a retry with the same Idempotency-Key gets the first answer. */
  async change(accountId: string, planId: unknown, idempotencyKey: string | undefined): Promise<BillingOverview> {
    const target = checkedPlanId(planId);
    if (idempotencyKey === undefined) return this.changeNow(accountId, target);
    const key = `plan-change:${accountId}:${idempotencyKey}`;
    const claim = await this.idempotency.claim(
      key,
      requestFingerprint({ accountId, planId: target }),
      IDEMPOTENCY_MESSAGES.planChange,
    );
    if (claim.kind === 'replay') {
      if (claim.answer.status !== HttpStatus.OK) {
        throw new HttpException(claim.answer.body as Record<string, unknown>, claim.answer.status);
      }
      return claim.answer.body as BillingOverview;
    }
    try {
      const overview = await this.changeNow(accountId, target);
      await this.idempotency.complete(key, { status: HttpStatus.OK, body: overview });
      return overview;
    } catch (error) {
      // Nothing was charged (a decline or a refusal): the same key may try again.
      await this.idempotency.release(key).catch(() => undefined);
      throw error;
    }
  }

  /** `Undo`: takes a scheduled downgrade back; asking again changes nothing. */
  async undo(accountId: string): Promise<BillingOverview> {
    const now = this.clock.now();
    const changed = await this.database.db
      .update(subscriptions)
      .set({ pendingPlanId: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(subscriptions.accountId, accountId),
          eq(subscriptions.status, 'active'),
          gt(subscriptions.currentPeriodEnd, now),
          isNotNull(subscriptions.pendingPlanId),
        ),
      )
      .returning({ id: subscriptions.id });
    if (changed.length === 0) {
      const [subscription] = await this.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.accountId, accountId));
      if (!subscription) throw new NotFoundException(BILLING_MESSAGES.noSubscription);
      if (subscription.pendingPlanId === null) throw new ConflictException(PLAN_CHANGE_MESSAGES.noScheduledChange);
      this.refuseUnlessChangeable(subscription, now);
    }
    return this.billing.overview(accountId);
  }

  private async changeNow(accountId: string, target: PlanId): Promise<BillingOverview> {
    const subscription = await this.changeable(accountId, target, true);
    if (subscription.planId === target) {
      // Already done (an upgrade that a concurrent request settled, or a repeated click).
      return this.billing.overview(accountId);
    }
    if (isUpgrade(subscription.planId, target)) await this.upgrade(subscription, target);
    else await this.scheduleDowngrade(subscription, target);
    return this.billing.overview(accountId);
  }

  private async scheduleDowngrade(subscription: SubscriptionRow, target: PlanId): Promise<void> {
    const now = this.clock.now();
    const changed = await this.database.db
      .update(subscriptions)
      .set({ pendingPlanId: target, updatedAt: sql`now()` })
      .where(
        and(
          eq(subscriptions.id, subscription.id),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.cancelAtPeriodEnd, false),
          eq(subscriptions.planId, subscription.planId),
          gt(subscriptions.currentPeriodEnd, now),
        ),
      )
      .returning({ id: subscriptions.id });
    if (changed.length === 0) throw new ConflictException(BILLING_MESSAGES.changeFailed);
  }

  /** Charges the prorated difference to the saved card, then switches the plan for the rest of the period. */
  private async upgrade(subscription: SubscriptionRow, target: PlanId): Promise<void> {
    const opened = await this.open(subscription.id, subscription.planId, target);
    if (opened.kind === 'done') return;
    const { payment, token } = opened;
    let result;
    try {
      result = await this.gateway.charge({
        amountCents: payment.amountCents,
        currency: 'USD',
        description: upgradeDescription(PLANS[target].name),
        paymentMethodToken: token,
        idempotencyKey: payment.id,
      });
    } catch (error) {
      if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
      await this.records.discard(payment.id);
      throw new BadGatewayException(PAYMENT_DECLINE_MESSAGES.gatewayUnavailable);
    }
    if (result.outcome === 'declined') {
      await this.records.markDeclined(payment.id, result.reason);
      throw new HttpException(result.message, HttpStatus.PAYMENT_REQUIRED);
    }
    await this.database.transaction(async (tx) => {
      const approved = await this.records.markApproved(tx, payment.id, result.reference);
      if (!approved) return;
      // Same period, new plan; a downgrade scheduled earlier no longer applies.
      const [upgraded] = await tx
        .update(subscriptions)
        .set({ planId: target, pendingPlanId: null, updatedAt: sql`now()` })
        .where(eq(subscriptions.id, subscription.id))
        .returning();
      await this.records.issueReceipt(
        tx,
        {
          ...approved,
          transactionId: approved.transactionId!,
          paymentId: approved.id,
          description: upgradeDescription(PLANS[target].name),
        },
        this.clock.now(),
        upgraded!.currentPeriodEnd,
      );
    });
  }

  /**
   * The pending row of the upgrade, under the subscription row's lock, with the amount computed
   * there: `done` when the plan already is the target; refused while another upgrade charge is in
   * flight or the subscription cannot change any more.
   */
  private async open(
    subscriptionId: string,
    fromPlan: PlanId,
    target: PlanId,
  ): Promise<{ kind: 'done' } | { kind: 'opened'; payment: typeof payments.$inferSelect; token: string }> {
    return this.database.transaction(async (tx) => {
      const [subscription] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, subscriptionId))
        .for('update');
      const now = this.clock.now();
      if (!subscription) throw new NotFoundException(BILLING_MESSAGES.noSubscription);
      if (subscription.planId === target) return { kind: 'done' as const };
      this.refuseUnlessChangeable(subscription, now);
      if (subscription.planId !== fromPlan) throw new ConflictException(BILLING_MESSAGES.changeFailed);
      if (await chargeInFlight(tx, subscriptionId)) throw new ConflictException(BILLING_MESSAGES.chargeInProgress);
      if (!subscription.paymentMethodToken) throw new ConflictException(BILLING_MESSAGES.noSavedCard);
      const [bought] = await tx.select().from(payments).where(eq(payments.id, subscription.paymentId));
      const [row] = await tx
        .insert(payments)
        .values({
          status: 'pending',
          chargeKey: `${upgradeKeyPrefix(subscriptionId)}${randomUUID()}`,
          accountId: subscription.accountId,
          planId: target,
          amountCents: this.upgradeAmount(subscription, target, now),
          currency: 'USD',
          customerName: subscription.customerName,
          customerEmail: bought!.customerEmail,
          cardBrand: subscription.cardBrand,
          cardLast4: subscription.cardLast4,
          cardExpiryMonth: subscription.cardExpiryMonth,
          cardExpiryYear: subscription.cardExpiryYear,
          billingAddress: bought!.billingAddress,
          billingCity: bought!.billingCity,
          billingPostalCode: bought!.billingPostalCode,
          billingCountry: bought!.billingCountry,
          paymentMethodToken: subscription.paymentMethodToken,
        })
        .returning();
      return { kind: 'opened' as const, payment: row!, token: subscription.paymentMethodToken };
    });
  }

  private upgradeAmount(subscription: SubscriptionRow, target: PlanId, now: Date): number {
    const periodMs = subscription.currentPeriodEnd.getTime() - subscription.currentPeriodStart.getTime();
    const remainingMs = subscription.currentPeriodEnd.getTime() - now.getTime();
    return proratedUpgradeCents(
      PLANS[subscription.planId].price * 100,
      PLANS[target].price * 100,
      remainingMs,
      periodMs,
    );
  }

  /** The account's subscription, when it may change to `target` now. */
  private async changeable(accountId: string, target: PlanId, allowSame = false): Promise<SubscriptionRow> {
    const [subscription] = await this.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, accountId));
    if (!subscription) throw new NotFoundException(BILLING_MESSAGES.noSubscription);
    if (subscription.planId === target) {
      if (allowSame) return subscription;
      throw new ConflictException(PLAN_CHANGE_MESSAGES.samePlan);
    }
    this.refuseUnlessChangeable(subscription, this.clock.now());
    return subscription;
  }

  /** Only an active subscription within its period, with no cancellation scheduled, changes plan. */
  private refuseUnlessChangeable(subscription: SubscriptionRow, now: Date): void {
    if (subscription.status === 'past_due' || subscription.status === 'suspended') {
      throw new ConflictException(BILLING_MESSAGES.paymentFailedFirst);
    }
    if (subscription.status === 'canceled' || subscription.currentPeriodEnd.getTime() <= now.getTime()) {
      throw new ConflictException(BILLING_MESSAGES.ended);
    }
    if (subscription.cancelAtPeriodEnd) throw new ConflictException(PLAN_CHANGE_MESSAGES.cancellationScheduled);
  }
}

function checkedPlanId(planId: unknown): PlanId {
  if (!isPlanId(planId)) throw new BadRequestException(UNKNOWN_PLAN_ID);
  return planId;
}
