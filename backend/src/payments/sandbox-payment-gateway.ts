import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull } from 'drizzle-orm';
import { CARD_AUTHENTICATION_MESSAGES, PAYMENT_DECLINE_MESSAGES, SANDBOX_CARDS } from '@northvault/contracts/payment';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { sandboxAuthentications, sandboxCharges, sandboxPaymentMethods } from '../database/schema';
import {
  type AuthenticationRequired,
  type CardChargeRequest,
  type CardDetails,
  type ChargeRequest,
  type ChargeResult,
  type DeclineReason,
  type Declined,
  type PaymentGateway,
  PaymentGatewayUnavailableError,
  type SaveCardResult,
  type SavedCardChargeRequest,
} from './payment-gateway';

/** The test cards a real gateway would decline, and why. */
const DECLINED_CARDS: Readonly<Record<string, DeclineReason>> = {
  [SANDBOX_CARDS.declined]: 'card_declined',
  [SANDBOX_CARDS.insufficientFunds]: 'insufficient_funds',
};

/** The 3-D Secure test cards, and what each does once the buyer has authenticated. */
const AUTHENTICATING_CARDS: Readonly<Record<string, 'approves' | 'declines'>> = {
  [SANDBOX_CARDS.authenticationRequired]: 'approves',
  [SANDBOX_CARDS.authenticationThenDeclined]: 'declines',
};

const MESSAGES_BY_REASON: Readonly<Record<DeclineReason, string>> = {
  card_declined: PAYMENT_DECLINE_MESSAGES.declined,
  insufficient_funds: PAYMENT_DECLINE_MESSAGES.insufficientFunds,
  authentication_failed: CARD_AUTHENTICATION_MESSAGES.failed,
};

function declined(reason: DeclineReason): Declined {
  return { outcome: 'declined', reason, message: MESSAGES_BY_REASON[reason] };
}

/** A ledger entry: how a charge under one idempotency key was answered. */
interface LedgerEntry {
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  declineReason: DeclineReason | null;
  /** Set when the charge asked for the card to be saved and was approved: the vault's new token. */
  savedCard: { token: string; laterCharges: 'approves' | 'declines' } | null;
}

/** A key sent again with another amount: a real gateway refuses it, and so does this one. */
export class IdempotencyKeyMismatchError extends Error {
  override name = 'IdempotencyKeyMismatchError';
}

function newToken(prefix: 'sandbox_ch' | 'pm' | 'sandbox_auth'): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/**
 * A gateway that moves no money and follows the well-known test-card conventions: the decline and
 * error cards answer as a real gateway would; any other valid card is approved. Like a real
 * gateway it keeps a durable ledger by idempotency key (its own table): the same key is charged
 * once and answered with the first result ever after. It also keeps a vault of saved cards (its
 * own table again, which holds no card number), charged later by token; `declinesAfterSaving` is
 * approved and saved, and every charge of the saved card is declined. The 3-D Secure cards ask for
 * authentication first (`sandbox_authentications`): nothing is charged or saved until the buyer's
 * answer, and a charge of a saved card (off-session) never asks.
 */
@Injectable()
export class SandboxPaymentGateway implements PaymentGateway {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  charge(request: SavedCardChargeRequest): Promise<ChargeResult>;
  charge(request: CardChargeRequest): Promise<ChargeResult | AuthenticationRequired>;
  async charge(request: ChargeRequest): Promise<ChargeResult | AuthenticationRequired> {
    const { amountCents, currency, idempotencyKey } = request;
    if ('paymentMethodToken' in request) {
      // A saved card answers as it was recorded; a token this gateway never gave is declined.
      const approves = (await this.laterCharges(request.paymentMethodToken)) === 'approves';
      return this.record({
        idempotencyKey,
        amountCents,
        currency,
        declineReason: approves ? null : 'card_declined',
        savedCard: null,
      });
    }
    const { card } = request;
    if (card.number === SANDBOX_CARDS.gatewayError) {
      throw new PaymentGatewayUnavailableError('Sandbox gateway error card');
    }
    const afterAuthentication = AUTHENTICATING_CARDS[card.number];
    // Answered already (a retried key): the ledger's answer, whatever the card asks.
    const charged = await this.ledgerEntry(idempotencyKey);
    if (afterAuthentication && !charged) return this.challengeCharge(request, afterAuthentication);
    const declineReason = DECLINED_CARDS[card.number] ?? null;
    return this.record({
      idempotencyKey,
      amountCents,
      currency,
      declineReason,
      savedCard:
        request.savePaymentMethod === true && declineReason === null
          ? { token: newToken('pm'), laterCharges: laterChargesOf(card) }
          : null,
    });
  }

  async saveCard(card: CardDetails): Promise<SaveCardResult | AuthenticationRequired> {
    if (card.number === SANDBOX_CARDS.gatewayError)
      throw new PaymentGatewayUnavailableError('Sandbox gateway error card');
    const afterAuthentication = AUTHENTICATING_CARDS[card.number];
    if (afterAuthentication) {
      const id = newToken('sandbox_auth');
      await this.database.db.insert(sandboxAuthentications).values({ id, afterAuthentication });
      return { outcome: 'requires_authentication', authenticationId: id };
    }
    // As a real gateway checks a card it saves: the decline cards are refused.
    const reason = DECLINED_CARDS[card.number];
    if (reason) return declined(reason);
    const token = newToken('pm');
    await this.vault(token, laterChargesOf(card));
    return { outcome: 'saved', paymentMethodToken: token };
  }

  async confirmCharge(authenticationId: string, authenticated: boolean): Promise<ChargeResult> {
    const challenge = await this.answer(authenticationId, authenticated);
    if (challenge.idempotencyKey === null || challenge.amountCents === null || challenge.currency === null) {
      throw new Error('Sandbox authentication is not a charge');
    }
    const passed = challenge.outcome === 'authenticated';
    const approves = passed && challenge.afterAuthentication === 'approves';
    return this.record({
      idempotencyKey: challenge.idempotencyKey,
      amountCents: challenge.amountCents,
      currency: challenge.currency,
      declineReason: approves ? null : passed ? 'card_declined' : 'authentication_failed',
      // Authenticated once, the card's later (off-session) charges go through.
      savedCard: approves && challenge.savePaymentMethod ? { token: newToken('pm'), laterCharges: 'approves' } : null,
    });
  }

  async confirmSavedCard(authenticationId: string, authenticated: boolean): Promise<SaveCardResult> {
    const challenge = await this.answer(authenticationId, authenticated);
    if (challenge.outcome !== 'authenticated') return declined('authentication_failed');
    if (challenge.afterAuthentication === 'declines') return declined('card_declined');
    // The first answer saves the card; a repeated one finds its token.
    const [saved] = await this.database.db
      .update(sandboxAuthentications)
      .set({ paymentMethodToken: newToken('pm') })
      .where(and(eq(sandboxAuthentications.id, authenticationId), isNull(sandboxAuthentications.paymentMethodToken)))
      .returning({ token: sandboxAuthentications.paymentMethodToken });
    if (saved?.token) {
      await this.vault(saved.token, 'approves');
      return { outcome: 'saved', paymentMethodToken: saved.token };
    }
    const [again] = await this.database.db
      .select({ token: sandboxAuthentications.paymentMethodToken })
      .from(sandboxAuthentications)
      .where(eq(sandboxAuthentications.id, authenticationId));
    return { outcome: 'saved', paymentMethodToken: again!.token! };
  }

  /** The charge's challenge: one per idempotency key, so a retried charge gets the same one. */
  private async challengeCharge(
    request: CardChargeRequest,
    afterAuthentication: 'approves' | 'declines',
  ): Promise<AuthenticationRequired> {
    const { db } = this.database;
    await db
      .insert(sandboxAuthentications)
      .values({
        id: newToken('sandbox_auth'),
        idempotencyKey: request.idempotencyKey,
        amountCents: request.amountCents,
        currency: request.currency,
        savePaymentMethod: request.savePaymentMethod === true,
        afterAuthentication,
      })
      .onConflictDoNothing();
    const [challenge] = await db
      .select()
      .from(sandboxAuthentications)
      .where(eq(sandboxAuthentications.idempotencyKey, request.idempotencyKey));
    if (!challenge) throw new PaymentGatewayUnavailableError('Sandbox lost the authentication');
    if (challenge.amountCents !== request.amountCents || challenge.currency !== request.currency) {
      throw new IdempotencyKeyMismatchError('This idempotency key was used for a different charge');
    }
    return { outcome: 'requires_authentication', authenticationId: challenge.id };
  }

  /** Records the buyer's answer unless one was given before; returns the challenge with the answer that holds. */
  private async answer(authenticationId: string, authenticated: boolean) {
    const { db } = this.database;
    await db
      .update(sandboxAuthentications)
      .set({ outcome: authenticated ? 'authenticated' : 'failed' })
      .where(and(eq(sandboxAuthentications.id, authenticationId), isNull(sandboxAuthentications.outcome)));
    const [challenge] = await db
      .select()
      .from(sandboxAuthentications)
      .where(eq(sandboxAuthentications.id, authenticationId));
    if (!challenge) throw new Error('Unknown sandbox authentication');
    return challenge;
  }

  /** Writes the first answer for a key (and saves its card) and returns the answer the ledger holds. */
  private async record(entry: LedgerEntry): Promise<ChargeResult> {
    const { idempotencyKey, amountCents, currency, declineReason, savedCard } = entry;
    const { db } = this.database;
    const [inserted] = await db
      .insert(sandboxCharges)
      .values({
        idempotencyKey,
        amountCents,
        currency,
        outcome: declineReason ? 'declined' : 'approved',
        declineReason,
        reference: newToken('sandbox_ch'),
        paymentMethodToken: savedCard?.token ?? null,
      })
      .onConflictDoNothing()
      .returning({ token: sandboxCharges.paymentMethodToken });
    // The first answer for a key saves the card; a retried key finds that token in the ledger.
    if (inserted?.token && savedCard) await this.vault(inserted.token, savedCard.laterCharges);
    const recorded = await this.ledgerEntry(idempotencyKey);
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
    return declined(recorded.declineReason as DeclineReason);
  }

  private async ledgerEntry(idempotencyKey: string) {
    const [recorded] = await this.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
    return recorded;
  }

  /** Keeps how later charges of the card answer, never its number. */
  private async vault(token: string, laterCharges: 'approves' | 'declines'): Promise<void> {
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

function laterChargesOf(card: CardDetails): 'approves' | 'declines' {
  return card.number === SANDBOX_CARDS.declinesAfterSaving ? 'declines' : 'approves';
}
