import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  HttpException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { BillingOverview, BillingSubscription, UpdateCardAuthentication } from '@northvault/contracts/api';
import { BILLING_MESSAGES, billingStatus, type CancellationReason, suspensionAt } from '@northvault/contracts/billing';
import {
  CARD_AUTHENTICATION_MESSAGES,
  PAYMENT_DECLINE_MESSAGES,
  validatePaymentForm,
} from '@northvault/contracts/payment';
import { PLANS } from '@northvault/contracts/plans';
import type { SignedInUser } from '../auth/public';
import {
  type CardAuthenticationDto,
  cardDetails,
  cardFacts,
  paymentForm,
  CardAuthenticationsService,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  PaymentGatewayUnavailableError,
  ReceiptsService,
} from '../payments/public';
import { CLOCK, type Clock } from '../clock/clock';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { subscriptions } from '../database/schema';
import { RenewalsService, type SavedCard } from './renewals.service';
import type { UpdateCardDto } from './update-card.dto';

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
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly receipts: ReceiptsService,
    private readonly renewals: RenewalsService,
    private readonly authentications: CardAuthenticationsService,
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

  /**
   * `Update card`: the new card is checked with the checkout's rules, saved at the gateway, and
   * its token, brand, last four and expiry replace the subscription's. While past due or
   * suspended, the overdue amount is charged to it at once and the subscription is active again;
   * a declined card changes nothing. A card whose bank asks for 3-D Secure answers with the
   * challenge instead (`authenticateCard` finishes it).
   */
  async updateCard(
    accountId: string,
    email: string,
    dto: UpdateCardDto,
  ): Promise<BillingOverview | UpdateCardAuthentication> {
    const form = paymentForm(dto, email);
    const problem = validatePaymentForm(form);
    if (problem) throw new BadRequestException(problem);
    const status = await this.cardUpdatableStatus(accountId);
    const card = cardDetails(form);
    const facts = cardFacts(card);
    let saved;
    try {
      saved = await this.gateway.saveCard(card);
    } catch (error) {
      if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
      throw new BadGatewayException(PAYMENT_DECLINE_MESSAGES.gatewayUnavailable);
    }
    if (saved.outcome === 'requires_authentication') {
      // Nothing is saved or charged until the buyer answers the bank's challenge.
      const authentication = await this.authentications.open({
        purpose: 'card_update',
        accountId,
        paymentId: null,
        clientIdempotencyKey: null,
        gatewayAuthenticationId: saved.authenticationId,
        ...facts,
      });
      return { error: CARD_AUTHENTICATION_MESSAGES.required, authentication };
    }
    if (saved.outcome === 'declined') throw new HttpException(saved.message, 402);
    return this.useSavedCard(accountId, status, { paymentMethodToken: saved.paymentMethodToken, ...facts });
  }

  /**
   * The answer to a new card's 3-D Secure challenge: completed, the card is saved and used as
   * `Update card` uses it (paying what is overdue); failed, canceled or expired, nothing changes.
   */
  async authenticateCard(user: SignedInUser, id: string, dto: CardAuthenticationDto): Promise<BillingOverview> {
    const { authentication, decision } = await this.authentications.decide(
      'card_update',
      id,
      dto.secret,
      dto.action,
      user,
    );
    CardAuthenticationsService.refuseExpired(decision);
    let saved;
    try {
      saved = await this.gateway.confirmSavedCard(authentication.gatewayAuthenticationId, decision === 'complete');
    } catch (error) {
      if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
      throw new BadGatewayException(PAYMENT_DECLINE_MESSAGES.gatewayUnavailable);
    }
    if (saved.outcome === 'declined') {
      throw new HttpException(decision === 'cancel' ? CARD_AUTHENTICATION_MESSAGES.canceled : saved.message, 402);
    }
    const status = await this.cardUpdatableStatus(user.id);
    return this.useSavedCard(user.id, status, {
      paymentMethodToken: saved.paymentMethodToken,
      cardBrand: authentication.cardBrand!,
      cardLast4: authentication.cardLast4!,
      cardExpiryMonth: authentication.cardExpiryMonth!,
      cardExpiryYear: authentication.cardExpiryYear!,
    });
  }

  /** The subscription's status, when it has a card to update. */
  private async cardUpdatableStatus(accountId: string) {
    const [subscription] = await this.database.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.accountId, accountId));
    if (!subscription) throw new NotFoundException(BILLING_MESSAGES.noSubscription);
    if (subscription.status === 'canceled') throw new ConflictException(BILLING_MESSAGES.ended);
    return subscription.status;
  }

  /**
   * The saved card replaces the subscription's. While past due or suspended, the overdue amount is
   * charged to it at once and the subscription is active again.
   */
  private async useSavedCard(
    accountId: string,
    status: (typeof subscriptions.$inferSelect)['status'],
    savedCard: SavedCard,
  ): Promise<BillingOverview> {
    if (status === 'past_due' || status === 'suspended') {
      const paid = await this.renewals.payOverdue(accountId, savedCard);
      if (paid.outcome === 'refused') throw new HttpException(paid.message, paid.status);
      return this.overview(accountId);
    }
    // Still active: only the card changes; a concurrent failure makes this a no-op, refused below.
    const changed = await this.database.db
      .update(subscriptions)
      .set({ ...savedCard, updatedAt: sql`now()` })
      .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.status, 'active')))
      .returning({ id: subscriptions.id });
    if (changed.length === 0) throw new ConflictException(BILLING_MESSAGES.changeFailed);
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
    if (subscription.status === 'past_due' || subscription.status === 'suspended') {
      throw new ConflictException(BILLING_MESSAGES.paymentFailedFirst);
    }
  }

  private async subscriptionOf(accountId: string): Promise<BillingSubscription | null> {
    const [subscription] = await this.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, accountId));
    if (!subscription) return null;
    const status = billingStatus(
      {
        state: subscription.status,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        currentPeriodEnd: subscription.currentPeriodEnd,
      },
      this.clock.now(),
    );
    const priceCents = PLANS[subscription.planId].price * 100;
    // A scheduled downgrade is what the renewal charges.
    const renewalCents = PLANS[subscription.pendingPlanId ?? subscription.planId].price * 100;
    const pastDueSince = subscription.pastDueSince;
    return {
      planId: subscription.planId,
      priceCents,
      currency: 'USD',
      status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodStart: subscription.currentPeriodStart.toISOString(),
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      // The renewal pass charges this amount to the saved card at the end of the period.
      nextRenewal:
        status === 'active' ? { date: subscription.currentPeriodEnd.toISOString(), amountCents: renewalCents } : null,
      pastDue:
        pastDueSince === null || (status !== 'past_due' && status !== 'suspended')
          ? null
          : {
              amountCents: renewalCents,
              since: pastDueSince.toISOString(),
              nextRetry: subscription.nextChargeAt?.toISOString() ?? null,
              suspendsAt: suspensionAt(pastDueSince).toISOString(),
            },
      paymentMethod: {
        brand: subscription.cardBrand,
        last4: subscription.cardLast4,
        expiryMonth: subscription.cardExpiryMonth,
        expiryYear: subscription.cardExpiryYear,
      },
      scheduledChange:
        subscription.pendingPlanId === null || status !== 'active'
          ? null
          : { planId: subscription.pendingPlanId, effectiveAt: subscription.currentPeriodEnd.toISOString() },
    };
  }
}
