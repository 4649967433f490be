import { NEWSLETTER_CONFIRMATION_HOURS, NEWSLETTER_TOKEN_PARAMETER } from '@northvault/contracts/newsletter';
import { ROUTES } from '@northvault/contracts/routes';
import type { EmailJob } from './email-job';
import { type EmailContent, renderBody } from './email-text';

type NewsletterConfirmation = Extract<EmailJob, { kind: 'newsletter-confirmation' }>;

/** The link carries the token in its fragment: it never reaches a server log or a Referer. */
export function newsletterConfirmationUrl(token: string, siteOrigin: string): string {
  return `${siteOrigin}${ROUTES.newsletterConfirm}#${NEWSLETTER_TOKEN_PARAMETER}=${encodeURIComponent(token)}`;
}

export function newsletterConfirmationEmail(job: NewsletterConfirmation, siteOrigin: string): EmailContent {
  return renderBody('Confirm your subscription to the Northvault newsletter', {
    greetingName: job.to.name || 'there',
    intro:
      'Someone, probably you, asked to receive the Northvault newsletter at this address. ' +
      'Open the link below to confirm: until you do, we keep nothing and send nothing more.',
    facts: [
      ['Address', job.to.address],
      ['Link valid for', `${NEWSLETTER_CONFIRMATION_HOURS} hours`],
    ],
    outro: 'If you did not ask for it, ignore this email.',
    link: { label: 'Confirm your subscription', url: newsletterConfirmationUrl(job.token, siteOrigin) },
  });
}
