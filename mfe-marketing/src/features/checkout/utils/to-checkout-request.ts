import type { CheckoutRequest } from '@northvault/contracts/api';
import type { PaymentForm } from '@northvault/contracts/payment';
import type { PlanId } from '@northvault/contracts/plans';
import { toPaymentMethod } from '../../../utils/to-payment-method';

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
