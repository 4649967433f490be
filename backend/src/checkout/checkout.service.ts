import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, type PinoLogger } from 'nestjs-pino';
import type { CheckoutResponse } from '@northvault/contracts/api';
import {
  CARD_BRAND_NAMES,
  DEFAULT_COUNTRY,
  detectCardBrand,
  lastFourDigits,
  PAYMENT_DECLINE_MESSAGES,
  padExpiryMonth,
  stripCardNumber,
  validatePaymentForm,
  type PaymentForm,
} from '@northvault/contracts/payment';
import { isPlanId, PLANS, type PlanId } from '@northvault/contracts/plans';
import { readableId } from '../common/readable-id';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { payments } from '../database/schema';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { CheckoutIdempotencyService, requestFingerprint, type RecordedAnswer } from './checkout-idempotency.service';
import type { CheckoutDto } from './checkout.dto';
import { PAYMENT_GATEWAY, type PaymentGateway, PaymentGatewayUnavailableError } from './payment-gateway';

export const UNKNOWN_PLAN = 'Unknown plan: choose starter, business or enterprise.';

export interface CheckoutAnswer extends RecordedAnswer {
  body: CheckoutResponse;
}

/** A payment row before the gateway has answered. */
type Receipt = Omit<typeof payments.$inferInsert, 'status'>;

function failure(status: number, error: string): CheckoutAnswer {
  return { status, body: { success: false, error } };
}

/** The form the shared rules check, built from the request (SPEC sections 3 and 5). */
function paymentForm(dto: CheckoutDto): PaymentForm {
  const method = dto.paymentMethod ?? {};
  const address = method.billingAddress ?? {};
  return {
    customerName: dto.customerName ?? '',
    customerEmail: (dto.customerEmail ?? '').toLowerCase(),
    cardNumber: method.cardNumber ?? '',
    expiryMonth: method.expiryMonth ?? '',
    expiryYear: method.expiryYear ?? '',
    cvv: method.cvv ?? '',
    billingAddress: address.address ?? '',
    city: address.city ?? '',
    postalCode: address.postalCode ?? '',
    country: address.country ?? DEFAULT_COUNTRY,
  };
}

/**
 * POST /api/checkout/process: validate with the same rules as the browser, charge through the
 * gateway, then record the payment and start the subscription in one database transaction.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly idempotency: CheckoutIdempotencyService,
    private readonly subscriptions: SubscriptionsService,
    @InjectPinoLogger(CheckoutService.name) private readonly logger: PinoLogger,
  ) {}

  async process(dto: CheckoutDto, idempotencyKey: string | undefined): Promise<CheckoutAnswer> {
    if (!isPlanId(dto.planId)) return failure(HttpStatus.BAD_REQUEST, UNKNOWN_PLAN);
    const form = paymentForm(dto);
    const problem = validatePaymentForm(form);
    if (problem) return failure(HttpStatus.BAD_REQUEST, problem);

    const planId = dto.planId;
    const card = {
      number: stripCardNumber(form.cardNumber),
      expiryMonth: padExpiryMonth(form.expiryMonth),
      expiryYear: form.expiryYear,
      cvv: form.cvv,
    };
    // What the receipt shows: never the full number, never the CVV.
    const receipt: Receipt = {
      planId,
      amountCents: PLANS[planId].price * 100,
      currency: 'USD' as const,
      customerName: form.customerName,
      customerEmail: form.customerEmail,
      cardBrand: CARD_BRAND_NAMES[detectCardBrand(card.number)],
      cardLast4: lastFourDigits(card.number),
      cardExpiryMonth: card.expiryMonth,
      cardExpiryYear: card.expiryYear,
      billingAddress: form.billingAddress || null,
      billingCity: form.city || null,
      billingPostalCode: form.postalCode || null,
      billingCountry: form.country,
    };

    if (idempotencyKey === undefined) return this.charge(planId, card, receipt, undefined);
    const claim = await this.idempotency.claim(idempotencyKey, requestFingerprint(receipt));
    if (claim.kind === 'replay') return claim.answer as CheckoutAnswer;
    try {
      return await this.charge(planId, card, receipt, idempotencyKey);
    } catch (error) {
      // Nothing was recorded as charged: the same key may try again.
      await this.idempotency.release(idempotencyKey);
      throw error;
    }
  }

  private async charge(
    planId: PlanId,
    card: { number: string; expiryMonth: string; expiryYear: string; cvv: string },
    receipt: Receipt,
    idempotencyKey: string | undefined,
  ): Promise<CheckoutAnswer> {
    let result;
    try {
      result = await this.gateway.charge({
        amountCents: receipt.amountCents,
        currency: 'USD',
        description: `Northvault ${PLANS[planId].name} plan, first month`,
        card,
        idempotencyKey,
      });
    } catch (error) {
      if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
      this.logger.warn({ planId, reason: error.message }, 'Payment gateway unavailable; nothing charged');
      if (idempotencyKey !== undefined) await this.idempotency.release(idempotencyKey);
      return failure(HttpStatus.BAD_GATEWAY, PAYMENT_DECLINE_MESSAGES.gatewayUnavailable);
    }

    if (result.outcome === 'declined') {
      const answer = failure(HttpStatus.PAYMENT_REQUIRED, result.message);
      await this.database.transaction(async (tx) => {
        await tx.insert(payments).values({ ...receipt, status: 'declined', declineReason: result.reason });
        if (idempotencyKey !== undefined) await this.idempotency.complete(idempotencyKey, answer, tx);
      });
      this.logger.info({ planId, reason: result.reason }, 'Payment declined');
      return answer;
    }

    const transactionId = readableId('TXN', 16);
    const answer: CheckoutAnswer = { status: HttpStatus.OK, body: { success: true, transactionId, planId } };
    await this.database.transaction(async (tx) => {
      const [payment] = await tx
        .insert(payments)
        .values({ ...receipt, status: 'approved', transactionId, gatewayReference: result.reference })
        .returning({ id: payments.id });
      await this.subscriptions.activate(tx, {
        email: receipt.customerEmail,
        planId,
        customerName: receipt.customerName,
        paymentId: payment!.id,
      });
      if (idempotencyKey !== undefined) await this.idempotency.complete(idempotencyKey, answer, tx);
    });
    this.logger.info({ planId, transactionId }, 'Payment approved; subscription active');
    return answer;
  }
}
