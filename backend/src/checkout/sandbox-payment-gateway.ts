import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { PAYMENT_DECLINE_MESSAGES, SANDBOX_CARDS } from '@northvault/contracts/payment';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { sandboxCharges } from '../database/schema';
import {
  type ChargeRequest,
  type ChargeResult,
  type DeclineReason,
  type PaymentGateway,
  PaymentGatewayUnavailableError,
} from './payment-gateway';

/** The test cards a real gateway would decline, and why. */
const DECLINED_CARDS: Readonly<Record<string, DeclineReason>> = {
  [SANDBOX_CARDS.declined]: 'card_declined',
  [SANDBOX_CARDS.insufficientFunds]: 'insufficient_funds',
};

const MESSAGES_BY_REASON: Readonly<Record<DeclineReason, string>> = {
  card_declined: PAYMENT_DECLINE_MESSAGES.declined,
  insufficient_funds: PAYMENT_DECLINE_MESSAGES.insufficientFunds,
};

/** A key sent again with another amount: a real gateway refuses it, and so does this one. */
export class IdempotencyKeyMismatchError extends Error {
  override name = 'IdempotencyKeyMismatchError';
}

/**
 * A gateway that moves no money and follows the well-known test-card conventions: the decline and
 * error cards answer as a real gateway would; any other valid card is approved. Like a real
 * gateway it keeps a durable ledger by idempotency key (its own table): the same key is charged
 * once and answered with the first result ever after.
 */
@Injectable()
export class SandboxPaymentGateway implements PaymentGateway {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async charge({ card, amountCents, currency, idempotencyKey }: ChargeRequest): Promise<ChargeResult> {
    if (card.number === SANDBOX_CARDS.gatewayError) {
      throw new PaymentGatewayUnavailableError('Sandbox gateway error card');
    }
    const declineReason = DECLINED_CARDS[card.number] ?? null;
    const entry = {
      idempotencyKey,
      amountCents,
      currency,
      outcome: declineReason ? ('declined' as const) : ('approved' as const),
      declineReason,
      reference: `sandbox_ch_${randomBytes(12).toString('hex')}`,
    };
    const { db } = this.database;
    await db.insert(sandboxCharges).values(entry).onConflictDoNothing();
    const [recorded] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
    if (!recorded) throw new PaymentGatewayUnavailableError('Sandbox ledger lost the charge');
    if (recorded.amountCents !== amountCents || recorded.currency !== currency) {
      throw new IdempotencyKeyMismatchError('This idempotency key was used for a different charge');
    }
    if (recorded.outcome === 'approved') return { outcome: 'approved', reference: recorded.reference };
    const reason = recorded.declineReason as DeclineReason;
    return { outcome: 'declined', reason, message: MESSAGES_BY_REASON[reason] };
  }
}
