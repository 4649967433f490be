import type { CheckoutRequest, PaymentMethod } from '@northvault/contracts/api';
import { padExpiryMonth, stripCardNumber, type PaymentForm } from '@northvault/contracts/payment';
import type { PlanId } from '@northvault/contracts/plans';

/**
 * The request body of docs/product/payments.md#checkout-request: trimmed text, card digits without spaces, a
 * two-digit month.
 */
export function toCheckoutRequest(planId: PlanId, form: PaymentForm): CheckoutRequest {
  return {
    planId,
    customerName: form.customerName.trim(),
    customerEmail: form.customerEmail.trim(),
    paymentMethod: toPaymentMethod(form),
  };
}

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
