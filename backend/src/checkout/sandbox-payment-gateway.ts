import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { PAYMENT_DECLINE_MESSAGES, SANDBOX_CARDS } from '@northvault/contracts/payment';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { sandboxCharges, sandboxPaymentMethods } from '../database/schema';
import {
  type CardDetails,
  type ChargeRequest,
  type ChargeResult,
  type DeclineReason,
  type PaymentGateway,
  PaymentGatewayUnavailableError,
  type SaveCardResult,
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

function newToken(prefix: 'sandbox_ch' | 'pm'): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/**
 * A gateway that moves no money and follows the well-known test-card conventions: the decline and
 * error cards answer as a real gateway would; any other valid card is approved. Like a real
 * gateway it keeps a durable ledger by idempotency key (its own table): the same key is charged
 * once and answered with the first result ever after. It also keeps a vault of saved cards (its
 * own table again, which holds no card number), charged later by token; `declinesAfterSaving` is
 * approved and saved, and every charge of the saved card is declined.
 */
@Injectable()
export class SandboxPaymentGateway implements PaymentGateway {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const { amountCents, currency, idempotencyKey } = request;
    const saved = 'paymentMethodToken' in request;
    if (!saved && request.card.number === SANDBOX_CARDS.gatewayError) {
      throw new PaymentGatewayUnavailableError('Sandbox gateway error card');
    }
    // A saved card answers as it was recorded; a token this gateway never gave is declined.
    const declineReason: DeclineReason | null = saved
      ? (await this.laterCharges(request.paymentMethodToken)) === 'approves'
        ? null
        : 'card_declined'
      : (DECLINED_CARDS[request.card.number] ?? null);
    const savesCard = !saved && request.savePaymentMethod === true && declineReason === null;
    const entry = {
      idempotencyKey,
      amountCents,
      currency,
      outcome: declineReason ? ('declined' as const) : ('approved' as const),
      declineReason,
      reference: newToken('sandbox_ch'),
      paymentMethodToken: savesCard ? newToken('pm') : null,
    };
    const { db } = this.database;
    const [inserted] = await db
      .insert(sandboxCharges)
      .values(entry)
      .onConflictDoNothing()
      .returning({ token: sandboxCharges.paymentMethodToken });
    // The first answer for a key saves the card; a retried key finds that token in the ledger.
    if (inserted?.token && !saved) await this.vault(inserted.token, request.card);
    const [recorded] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
    if (!recorded) throw new PaymentGatewayUnavailableError('Sandbox ledger lost the charge');
    if (recorded.amountCents !== amountCents || recorded.currency !== currency) {
      throw new IdempotencyKeyMismatchError('This idempotency key was used for a different charge');
    }
    if (recorded.outcome === 'approved') {
      return {
        outcome: 'approved',
        reference: recorded.reference,
        ...(recorded.paymentMethodToken !== null && { paymentMethodToken: recorded.paymentMethodToken }),
      };
    }
    const reason = recorded.declineReason as DeclineReason;
    return { outcome: 'declined', reason, message: MESSAGES_BY_REASON[reason] };
  }

  async saveCard(card: CardDetails): Promise<SaveCardResult> {
    if (card.number === SANDBOX_CARDS.gatewayError)
      throw new PaymentGatewayUnavailableError('Sandbox gateway error card');
    // As a real gateway checks a card it saves: the decline cards are refused.
    const reason = DECLINED_CARDS[card.number];
    if (reason) return { outcome: 'declined', reason, message: MESSAGES_BY_REASON[reason] };
    const token = newToken('pm');
    await this.vault(token, card);
    return { outcome: 'saved', paymentMethodToken: token };
  }

  /** Keeps how later charges of the card answer, never its number. */
  private async vault(token: string, card: CardDetails): Promise<void> {
    const laterCharges = card.number === SANDBOX_CARDS.declinesAfterSaving ? 'declines' : 'approves';
    await this.database.db.insert(sandboxPaymentMethods).values({ token, laterCharges }).onConflictDoNothing();
  }

  /** How charges of the saved card answer, or null for a token this gateway never gave. */
  private async laterCharges(token: string): Promise<'approves' | 'declines' | null> {
    const [row] = await this.database.db
      .select({ laterCharges: sandboxPaymentMethods.laterCharges })
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.token, token));
    return row?.laterCharges ?? null;
  }
}
