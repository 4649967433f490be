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

/**
 * Caps on the emails the site sends to an address it has not verified (a visitor's support ticket,
 * contact message or newsletter sign-up), counted per address across the three forms: beyond them
 * the ticket or message is still kept, but no email goes (docs/product/contact-and-support.md#email-caps).
 */
export const UNVERIFIED_EMAIL_CAPS = { perHour: 3, perDay: 10 } as const;

/** What each form says when its confirmation email was held back by the caps. */
export const EMAIL_CAPPED_MESSAGES = {
  support: (ticketId: string) =>
    `We have already emailed this address several times today; your ticket is saved as ${ticketId}.`,
  contact:
    'We have already emailed this address several times today; your message is saved and our team will reply to it.',
  newsletter:
    'We have already emailed this address several times today; sign up again tomorrow to get the confirmation email.',
} as const;
