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

export interface ChargeRequest {
  amountCents: number;
  currency: 'USD';
  description: string;
  card: CardDetails;
  /**
   * The payment attempt's id. A gateway charges at most once per key and answers a repeated key
   * with the first result, so a retry after a crash between the charge and its record is safe.
   */
  idempotencyKey: string;
}

export type DeclineReason = 'card_declined' | 'insufficient_funds';

export type ChargeResult =
  { outcome: 'approved'; reference: string } | { outcome: 'declined'; reason: DeclineReason; message: string };

/** The gateway could not decide: nothing was charged, and the attempt may be retried. */
export class PaymentGatewayUnavailableError extends Error {
  override name = 'PaymentGatewayUnavailableError';
}

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
