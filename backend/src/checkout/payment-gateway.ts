/**
 * The port to whoever moves the money. The controller and service never know which gateway runs:
 * the sandbox by default, a real provider later, chosen where the module is built.
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
  /** Lets the gateway itself refuse to charge twice for one checkout attempt. */
  idempotencyKey?: string;
}

export type ChargeResult =
  | { outcome: 'approved'; reference: string }
  | { outcome: 'declined'; reason: 'card_declined' | 'insufficient_funds'; message: string };

/** The gateway could not decide: nothing was charged, and the attempt may be retried. */
export class PaymentGatewayUnavailableError extends Error {
  override name = 'PaymentGatewayUnavailableError';
}

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
