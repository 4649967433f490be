import { NEWSLETTER_MESSAGES } from '@northvault/contracts/newsletter';
import { API_PATHS } from '@northvault/contracts/routes';
import { submitForm } from '@northvault/ui/api-json';

const accepted = (body: Record<string, unknown>) => (body.success === true ? {} : null);

/** Only an explicit false says the confirmation email was held back (the address had its share today). */
const signedUp = (body: Record<string, unknown>) =>
  body.success === true ? { emailSent: body.emailSent !== false } : null;

/** POST /api/newsletter/subscriptions: sends the confirmation email. Never throws. */
export function signUpForNewsletter(email: string) {
  return submitForm(API_PATHS.newsletterSubscriptions, { email }, signedUp, NEWSLETTER_MESSAGES);
}

/** POST /api/newsletter/confirmations with the token from the email's link. Never throws. */
export function confirmNewsletter(token: string) {
  return submitForm(API_PATHS.newsletterConfirmations, { token }, accepted, {
    failed: NEWSLETTER_MESSAGES.confirmFailed,
    network: NEWSLETTER_MESSAGES.network,
  });
}
