import type { PaymentMethod } from '@northvault/contracts/api';
import { padExpiryMonth, stripCardNumber, type PaymentForm } from '@northvault/contracts/payment';

/** The card and billing address, as the checkout and `Update card` both send them. */
export function toPaymentMethod(form: PaymentForm): PaymentMethod {
  return {
    cardNumber: stripCardNumber(form.cardNumber),
    expiryMonth: padExpiryMonth(form.expiryMonth),
    expiryYear: form.expiryYear,
    cvv: form.cvv,
    billingAddress: {
      address: form.billingAddress.trim(),
      city: form.city.trim(),
      postalCode: form.postalCode.trim(),
      country: form.country,
    },
  };
}
