import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { ACCOUNT_MESSAGES } from '@northvault/contracts/accounts';
import type { CheckoutResponse } from '@northvault/contracts/api';
import {
  CARD_AUTHENTICATION_MESSAGES,
  PAYMENT_DECLINE_MESSAGES,
  validatePaymentForm,
  type PaymentForm,
} from '@northvault/contracts/payment';
import { isPlanId, PLANS, type PlanId } from '@northvault/contracts/plans';
import type { SignedInUser } from '../auth/public';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { payments } from '../database/schema';
import type { CookieJar } from '../http/site-cookies';
import {
  AUTHENTICATION_REQUIRED_STATUS,
  CardAuthenticationsService,
  type Decision,
  type CardAuthenticationDto,
  PaymentIdempotencyService,
  type RecordedAnswer,
  cardDetails,
  cardFacts,
  paymentForm,
  requestFingerprint,
  PAYMENT_GATEWAY,
  type CardDetails,
  type ChargeResult,
  type PaymentGateway,
  PaymentGatewayUnavailableError,
} from '../payments/public';
import { CheckoutReceiptsService } from './checkout-receipts.service';
import type { CheckoutDto } from './checkout.dto';
import { DeclineLimitsService } from './decline-limits.service';
import { type NewPayment, CheckoutAttemptsService } from './checkout-attempts.service';

export const UNKNOWN_PLAN = 'Unknown plan: choose starter, business or enterprise.';

export interface CheckoutAnswer extends RecordedAnswer {
  body: CheckoutResponse;
}

/** Who asks: the signed-in buyer (or null), their browser's cookies, and the request's logger. */
export interface Caller {
  buyer: SignedInUser | null;
  jar: CookieJar;
  log: Logger;
}

/** What one checkout buys, for whom, with which card. */
interface Order {
  planId: PlanId;
  card: CardDetails;
  payment: NewPayment;
  /** The signed-in buyer, or null for an anonymous purchase held for `payment.customerEmail`. */
  buyer: SignedInUser | null;
}

/** An answer, and whether it was recorded under the Idempotency-Key (a charge was decided). */
interface Outcome {
  answer: CheckoutAnswer;
  recorded: boolean;
}

function failure(status: number, error: string): CheckoutAnswer {
  return { status, body: { success: false, error } };
}

/** A signed-in buyer pays for their own account: the email is the account's, whatever was typed. */
function buyerEmail(dto: CheckoutDto, buyer: SignedInUser | null): string {
  return (buyer?.email ?? dto.customerEmail ?? '').toLowerCase();
}

function toOrder(planId: PlanId, form: PaymentForm, buyer: SignedInUser | null): Order {
  const card = cardDetails(form);
  // What the receipt shows: never the full number, never the CVV.
  const payment: NewPayment = {
    planId,
    accountId: buyer?.id ?? null,
    amountCents: PLANS[planId].price * 100,
    currency: 'USD',
    customerName: form.customerName,
    customerEmail: form.customerEmail,
    ...cardFacts(card),
    billingAddress: form.billingAddress || null,
    billingCity: form.city || null,
    billingPostalCode: form.postalCode || null,
    billingCountry: form.country,
  };
  return { planId, card, payment, buyer };
}

/** What the buyer is told when the gateway declines; after a challenge, in the words of their answer. */
function declineAnswer(gatewayMessage: string, decision: Decision | undefined): CheckoutAnswer {
  if (decision === 'cancel') return failure(HttpStatus.PAYMENT_REQUIRED, CARD_AUTHENTICATION_MESSAGES.canceled);
  if (decision === 'expired') return failure(HttpStatus.GONE, CARD_AUTHENTICATION_MESSAGES.expired);
  return failure(HttpStatus.PAYMENT_REQUIRED, gatewayMessage);
}

/** The pending attempt's facts, as they were opened, for settling it after its challenge. */
function paymentOf(row: typeof payments.$inferSelect): NewPayment {
  return {
    planId: row.planId,
    accountId: row.accountId,
    amountCents: row.amountCents,
    currency: row.currency,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    cardExpiryMonth: row.cardExpiryMonth,
    cardExpiryYear: row.cardExpiryYear,
    billingAddress: row.billingAddress,
    billingCity: row.billingCity,
    billingPostalCode: row.billingPostalCode,
    billingCountry: row.billingCountry,
  };
}

/**
 * POST /api/checkout/process: validate with the same rules as the browser, refuse what must not be
 * charged (an email someone else holds, an unverified buyer, a card or email past its declines),
 * record the attempt, charge through the gateway, then settle the attempt and start the plan.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly idempotency: PaymentIdempotencyService,
    private readonly attempts: CheckoutAttemptsService,
    private readonly declineLimits: DeclineLimitsService,
    private readonly receipts: CheckoutReceiptsService,
    private readonly authentications: CardAuthenticationsService,
    @Inject(DATABASE) private readonly database: DatabaseHandle,
  ) {}

  async process(dto: CheckoutDto, idempotencyKey: string | undefined, caller: Caller): Promise<CheckoutAnswer> {
    const { buyer, jar, log } = caller;
    if (!isPlanId(dto.planId)) return failure(HttpStatus.BAD_REQUEST, UNKNOWN_PLAN);
    const form = paymentForm(dto, buyerEmail(dto, buyer));
    const problem = validatePaymentForm(form);
    if (problem) return failure(HttpStatus.BAD_REQUEST, problem);
    const order = toOrder(dto.planId, form, buyer);
    const answer =
      idempotencyKey === undefined
        ? (await this.attempt(order, undefined, log)).answer
        : await this.once(order, idempotencyKey, log);
    if (answer.body.success) this.receipts.remember(jar, answer.body.transactionId);
    return answer;
  }

  /** The first request with a key does the work; a retry gets its answer, or resumes it if it died. */
  private async once(order: Order, key: string, log: Logger): Promise<CheckoutAnswer> {
    const claim = await this.idempotency.claim(key, requestFingerprint({ ...order.payment }));
    if (claim.kind === 'replay') return claim.answer as CheckoutAnswer;
    try {
      const { answer, recorded } = await this.attempt(order, key, log);
      // Refused before any charge: the same key may try again.
      if (!recorded) await this.idempotency.release(key);
      return answer;
    } catch (error) {
      // The attempt row (if any) stays pending: a retry with this key resumes it.
      await this.idempotency.release(key).catch(() => undefined);
      throw error;
    }
  }

  private async attempt(order: Order, key: string | undefined, log: Logger): Promise<Outcome> {
    const refusal = await this.refusalBeforeCharge(order);
    if (refusal) return { answer: refusal, recorded: false };
    const opened = await this.attempts.open(order.payment, key);
    if (opened.kind === 'refused') return { answer: failure(opened.status, opened.message), recorded: false };

    let result;
    try {
      result = await this.gateway.charge({
        amountCents: order.payment.amountCents,
        currency: 'USD',
        description: `Northvault ${PLANS[order.planId].name} plan, first month`,
        card: order.card,
        // Saved with the first charge: renewals charge it by its token.
        savePaymentMethod: true,
        idempotencyKey: opened.paymentId,
      });
    } catch (error) {
      if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
      log.warn({ planId: order.planId, reason: error.message }, 'Payment gateway unavailable; nothing charged');
      // A resumed attempt may have been charged by an earlier call: its row stays for the next retry.
      if (!opened.resumed) await this.attempts.discard(opened.paymentId);
      return { answer: failure(HttpStatus.BAD_GATEWAY, PAYMENT_DECLINE_MESSAGES.gatewayUnavailable), recorded: false };
    }

    if (result.outcome === 'requires_authentication') {
      // Nothing is charged yet: the attempt stays pending until the buyer answers the challenge.
      const authentication = await this.authentications.open({
        purpose: 'checkout',
        accountId: order.buyer?.id ?? null,
        paymentId: opened.paymentId,
        clientIdempotencyKey: key ?? null,
        gatewayAuthenticationId: result.authenticationId,
      });
      const answer: CheckoutAnswer = {
        status: AUTHENTICATION_REQUIRED_STATUS,
        body: { success: false, error: CARD_AUTHENTICATION_MESSAGES.required, authentication },
      };
      if (key !== undefined) await this.idempotency.complete(key, answer);
      log.info({ planId: order.planId }, 'Payment waits for 3-D Secure authentication');
      return { answer, recorded: true };
    }

    if (result.outcome === 'declined') {
      await this.declineLimits.recordDecline({ cardNumber: order.card.number, email: order.payment.customerEmail });
    }
    return { answer: await this.settle(opened.paymentId, order.payment, result, { key, log }), recorded: true };
  }

  /**
   * POST /api/checkout/authentications/:id: the buyer's answer to the 3-D Secure challenge.
   * Completed, the gateway charges the pending attempt (once, under its id) and the plan starts;
   * failed, canceled (Escape) or expired, nothing is charged. A repeated answer gets the first one's result.
   */
  async authenticate(id: string, dto: CardAuthenticationDto, caller: Caller): Promise<CheckoutAnswer> {
    const { buyer: user, jar, log } = caller;
    const { authentication, decision } = await this.authentications.decide(
      'checkout',
      id,
      dto.secret,
      dto.action,
      user,
    );
    const [row] = await this.database.db.select().from(payments).where(eq(payments.id, authentication.paymentId!));
    if (!row) return failure(HttpStatus.NOT_FOUND, CARD_AUTHENTICATION_MESSAGES.notFound);
    let result;
    try {
      result = await this.gateway.confirmCharge(authentication.gatewayAuthenticationId, decision === 'complete');
    } catch (error) {
      if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
      log.warn({ reason: error.message }, 'Payment gateway unavailable after authentication');
      return failure(HttpStatus.BAD_GATEWAY, PAYMENT_DECLINE_MESSAGES.gatewayUnavailable);
    }
    const key = authentication.clientIdempotencyKey ?? undefined;
    const answer = await this.settle(row.id, paymentOf(row), result, { key, log, decision });
    if (answer.body.success) this.receipts.remember(jar, answer.body.transactionId);
    return answer;
  }

  /** Records the gateway's answer on the attempt (and under the key): the plan starts, or the decline's sentence. */
  private async settle(
    paymentId: string,
    payment: NewPayment,
    result: ChargeResult,
    { key, log, decision }: { key: string | undefined; log: Logger; decision?: Decision },
  ): Promise<CheckoutAnswer> {
    if (result.outcome === 'declined') {
      const answer = declineAnswer(result.message, decision);
      await this.attempts.settleDeclined(paymentId, result.reason, answer, key);
      log.info({ planId: payment.planId, reason: result.reason }, 'Payment declined');
      return answer;
    }
    const approved = (transactionId: string): CheckoutAnswer => ({
      status: HttpStatus.OK,
      body: { success: true, transactionId, planId: payment.planId },
    });
    const transactionId = await this.attempts.settleApproved(
      {
        paymentId,
        reference: result.reference,
        paymentMethodToken: result.paymentMethodToken ?? null,
        payment,
        idempotencyKey: key,
      },
      approved,
    );
    log.info({ planId: payment.planId, transactionId }, 'Payment approved; plan started');
    return approved(transactionId);
  }

  /** Answers that need no gateway and charge nothing. */
  private async refusalBeforeCharge(order: Order): Promise<CheckoutAnswer | null> {
    if (order.buyer !== null && !order.buyer.emailVerified) {
      return failure(HttpStatus.FORBIDDEN, ACCOUNT_MESSAGES.verifyEmail);
    }
    if (await this.declineLimits.isBlocked({ cardNumber: order.card.number, email: order.payment.customerEmail })) {
      return failure(HttpStatus.TOO_MANY_REQUESTS, PAYMENT_DECLINE_MESSAGES.tooManyDeclines);
    }
    return null;
  }
}
