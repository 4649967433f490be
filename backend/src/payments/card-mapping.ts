/**
 * The one mapping from a request that pays with a typed card (the checkout, `Update card`) to what
 * the shared payment rules check, what the gateway is given, and what may be kept of the card.
 */
import {
  CARD_BRAND_NAMES,
  DEFAULT_COUNTRY,
  detectCardBrand,
  lastFourDigits,
  padExpiryMonth,
  type PaymentForm,
  stripCardNumber,
} from '@northvault/contracts/payment';
import type { CardDetails } from './payment-gateway';
import type { PaymentMethodDto } from './payment-method.dto';

/** The holder's name and the card with its billing address, as both requests carry them. */
export interface CardPaymentRequest {
  customerName?: string;
  paymentMethod?: PaymentMethodDto;
}

/** What may be stored, shown and put on a receipt of a card: never its number or its CVV. */
export interface CardFacts {
  cardBrand: string;
  cardLast4: string;
  cardExpiryMonth: string;
  cardExpiryYear: string;
}

/**
 * The form `validatePaymentForm` checks, as the browser checks it: a missing field is an empty
 * string, so it gets the shared rules' sentence. The email is the caller's to choose (a signed-in
 * buyer pays for their own account, whatever was typed).
 */
export function paymentForm(request: CardPaymentRequest, customerEmail: string): PaymentForm {
  const method = request.paymentMethod ?? {};
  const address = method.billingAddress ?? {};
  return {
    customerName: request.customerName ?? '',
    customerEmail,
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

/** The card as the gateway takes it, from a form the rules accepted: digits only, a two-digit month. */
export function cardDetails(form: PaymentForm): CardDetails {
  return {
    number: stripCardNumber(form.cardNumber),
    expiryMonth: padExpiryMonth(form.expiryMonth),
    expiryYear: form.expiryYear,
    cvv: form.cvv,
  };
}

export function cardFacts(card: CardDetails): CardFacts {
  return {
    cardBrand: CARD_BRAND_NAMES[detectCardBrand(card.number)],
    cardLast4: lastFourDigits(card.number),
    cardExpiryMonth: card.expiryMonth,
    cardExpiryYear: card.expiryYear,
  };
}
