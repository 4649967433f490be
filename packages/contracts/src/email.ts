/** The simple address pattern of docs/product/payments.md#validation-rules: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** RFC 5321 caps a path at 254 characters; longer input is not an address. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * What every form and endpoint says of an address this rule refuses (docs/product/messages.md): the payment
 * form's sentence, which the product requires word for word, so one mistake reads the same everywhere.
 */
export const INVALID_EMAIL_MESSAGE = 'Invalid email address';

export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}
