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
export type ChargeRequest = ChargeBase &
  ({ card: CardDetails; savePaymentMethod?: boolean } | { paymentMethodToken: string });

export type DeclineReason = 'card_declined' | 'insufficient_funds';

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
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Saves a card for later charges without charging it (a new card for renewals). */
  saveCard(card: CardDetails): Promise<SaveCardResult>;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
