import { fieldMessage } from '@northvault/contracts/field-messages';
import { PAYMENT_MESSAGES, type PaymentForm } from '@northvault/contracts/payment';
import type { FieldErrors } from '@northvault/ui/form-errors';

export type PaymentField = keyof PaymentForm;

/** The fields in the order the form shows them, which its error summary follows. */
export const PAYMENT_FIELD_ORDER: readonly PaymentField[] = [
  'customerName',
  'customerEmail',
  'cardNumber',
  'expiryMonth',
  'expiryYear',
  'cvv',
  'billingAddress',
  'city',
  'postalCode',
  'country',
];

const REQUIRED_FIELDS = ['customerName', 'customerEmail', 'cardNumber', 'expiryMonth', 'expiryYear', 'cvv'] as const;

const FIELD_BY_MESSAGE: Readonly<Record<string, PaymentField>> = {
  [PAYMENT_MESSAGES.invalidCardNumber]: 'cardNumber',
  [PAYMENT_MESSAGES.invalidCvv]: 'cvv',
  [PAYMENT_MESSAGES.invalidEmail]: 'customerEmail',
  [PAYMENT_MESSAGES.invalidExpiryYear]: 'expiryYear',
  [PAYMENT_MESSAGES.invalidExpiryMonth]: 'expiryMonth',
  [PAYMENT_MESSAGES.cardExpired]: 'expiryMonth',
};

/** Whether a payment message is about fields of the form (a decline or a gateway error is not). */
export function isFieldMessage(message: string): boolean {
  return message === PAYMENT_MESSAGES.requiredFields || Object.hasOwn(FIELD_BY_MESSAGE, message);
}

/** A complete four-digit year before this one: the card has expired whatever its month. */
export function isPastYear(expiryYear: string, now: Date): boolean {
  return /^\d{4}$/.test(expiryYear) && Number(expiryYear) < now.getFullYear();
}

/**
 * The fields a payment message is about, each with the sentence to show under it
 * (docs/product/payments.md#validation-rules). `Please fill in all required fields` marks every
 * empty required field at once, each asking for itself; a rule's message marks its one field with
 * the message itself, so the product's words stay exact. The server answers with the same messages.
 */
export function fieldsAtFault(message: string, form: PaymentForm, now: Date): FieldErrors<PaymentField> {
  if (message === PAYMENT_MESSAGES.requiredFields) {
    const empty = REQUIRED_FIELDS.filter((field) => form[field].trim() === '');
    return Object.fromEntries(empty.map((field) => [field, fieldMessage(field, { kind: 'missing' })]));
  }
  if (message === PAYMENT_MESSAGES.cardExpired && isPastYear(form.expiryYear, now)) {
    return { expiryYear: message };
  }
  const field = FIELD_BY_MESSAGE[message];
  return field ? { [field]: message } : {};
}
