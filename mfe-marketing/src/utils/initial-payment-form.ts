import type { CurrentUser } from '@northvault/contracts/api';
import { EMPTY_PAYMENT_FORM, type PaymentForm } from '@northvault/contracts/payment';

/**
 * A signed-in visitor starts with their name and email filled in: paying with the email they
 * sign in with is what puts the plan on their account.
 */
export function initialPaymentForm(user: CurrentUser | null): PaymentForm {
  if (!user) return EMPTY_PAYMENT_FORM;
  return { ...EMPTY_PAYMENT_FORM, customerName: user.google_user_data.name ?? '', customerEmail: user.email };
}
