import { PAYMENT_MESSAGES, type PaymentForm } from '@northvault/contracts/payment';

const REQUIRED_FIELDS = ['customerName', 'customerEmail', 'cardNumber', 'expiryMonth', 'expiryYear', 'cvv'] as const;

const FIELD_BY_MESSAGE: Readonly<Record<string, keyof PaymentForm>> = {
  [PAYMENT_MESSAGES.invalidCardNumber]: 'cardNumber',
  [PAYMENT_MESSAGES.invalidCvv]: 'cvv',
  [PAYMENT_MESSAGES.invalidEmail]: 'customerEmail',
  [PAYMENT_MESSAGES.invalidExpiryYear]: 'expiryYear',
  [PAYMENT_MESSAGES.invalidExpiryMonth]: 'expiryMonth',
  [PAYMENT_MESSAGES.cardExpired]: 'expiryMonth',
};

/**
 * The field a validation message is about, so it can be marked invalid and focused. The server
 * answers with the same messages; a decline or a gateway error is about no field.
 */
export function fieldAtFault(message: string, form: PaymentForm): keyof PaymentForm | null {
  if (message === PAYMENT_MESSAGES.requiredFields) {
    return REQUIRED_FIELDS.find((field) => form[field].trim() === '') ?? null;
  }
  return FIELD_BY_MESSAGE[message] ?? null;
}
