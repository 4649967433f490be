/**
 * The port to whoever moves the money. The checkout never knows which gateway runs: PAYMENT_GATEWAY
 * chooses it where the module is built.
 */
export interface CardDetails {
  /** Digits only. Never logged, never stored: it exists only for the length of the call. */
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
}

interface ChargeBase {
  amountCents: number;
  currency: 'USD';
  description: string;
  /**
   * The payment attempt's id. A gateway charges at most once per key and answers a repeated key
   * with the first result, so a retry after a crash between the charge and its record is safe.
   */
  idempotencyKey: string;
}

/**
 * A charge of the card typed in (kept by the gateway for later charges when `savePaymentMethod`
 * is set, as Stripe's `setup_future_usage` does), or of a card saved earlier, by its token.
 */
export type CardChargeRequest = ChargeBase & { card: CardDetails; savePaymentMethod?: boolean };
export type SavedCardChargeRequest = ChargeBase & { paymentMethodToken: string };
export type ChargeRequest = CardChargeRequest | SavedCardChargeRequest;

export type DeclineReason = 'card_declined' | 'insufficient_funds' | 'authentication_failed';

/**
 * The card's bank asks the buyer to authenticate (3-D Secure) before it charges or saves the card,
 * as Stripe's `requires_action`: nothing has happened yet. The buyer's answer goes back to the
 * gateway with `confirmCharge` or `confirmSavedCard`.
 */
export type AuthenticationRequired = { outcome: 'requires_authentication'; authenticationId: string };

export type Declined = { outcome: 'declined'; reason: DeclineReason; message: string };

export type ChargeResult =
  | {
      outcome: 'approved';
      reference: string;
      /** The saved card's token (`pm_…`), when the request asked for the card to be saved. */
      paymentMethodToken?: string;
    }
  | Declined;

/** A card saved for later charges, or the gateway's refusal to save it. */
export type SaveCardResult = { outcome: 'saved'; paymentMethodToken: string } | Declined;

/** The gateway could not decide: nothing was charged, and the attempt may be retried. */
export class PaymentGatewayUnavailableError extends Error {
  override name = 'PaymentGatewayUnavailableError';
}

export interface PaymentGateway {
  /** A card typed in may ask for authentication; a saved card is charged off-session and never does. */
  charge(request: SavedCardChargeRequest): Promise<ChargeResult>;
  charge(request: CardChargeRequest): Promise<ChargeResult | AuthenticationRequired>;
  /** Saves a card for later charges without charging it (a new card for renewals). */
  saveCard(card: CardDetails): Promise<SaveCardResult | AuthenticationRequired>;
  /**
   * The buyer's answer to a charge's challenge: authenticated, the charge goes ahead (once, under
   * its idempotency key); not, it is declined with `authentication_failed`. The first answer is
   * final: a later one gets the first one's result.
   */
  confirmCharge(authenticationId: string, authenticated: boolean): Promise<ChargeResult>;
  /** The same for a card being saved. */
  confirmSavedCard(authenticationId: string, authenticated: boolean): Promise<SaveCardResult>;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
