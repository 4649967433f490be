/**
 * The newsletter's double opt-in (docs/product/contact-and-support.md#newsletter-form): a sign-up sends a
 * confirmation email and stores nothing; the address joins the list only when its owner opens the link.
 */

/** The words the sign-up and the confirmation page show. */
export const NEWSLETTER_MESSAGES = {
  checkInbox: 'Check your inbox to confirm your subscription.',
  confirming: 'Confirming your subscription…',
  confirmed: 'Your subscription to the Northvault newsletter is confirmed.',
  expired: 'This confirmation link has expired. Sign up again from the blog to get a new one.',
  invalid: 'This confirmation link is not valid. Sign up again from the blog to get a new one.',
  failed: 'We could not sign you up just now. Please try again in a moment.',
  confirmFailed: 'We could not confirm your subscription just now. Please reload the page to try again.',
  network: 'We could not reach Northvault. Check your connection and try again.',
} as const;

/** How long a confirmation link stays valid, in hours. */
export const NEWSLETTER_CONFIRMATION_HOURS = 48;

/** POST /api/newsletter/subscriptions: starts the double opt-in. */
export interface NewsletterSignUpRequest {
  email: string;
}

/** 202; `emailSent` is false when the address has had its share of emails today (`UNVERIFIED_EMAIL_CAPS`). */
export interface NewsletterSignUpResponse {
  success: true;
  emailSent: boolean;
}

/** POST /api/newsletter/confirmations: the token from the email's link. */
export interface NewsletterConfirmRequest {
  token: string;
}

/** The confirmation link's token travels in the fragment, which browsers never send to a server or in a Referer. */
export const NEWSLETTER_TOKEN_PARAMETER = 'token';
