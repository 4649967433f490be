import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import { ROUTES } from '@northvault/contracts/routes';
import type { EmailJob } from './email-job';
import { type EmailContent, renderBody } from './email-text';

type ContactReceived = Extract<EmailJob, { kind: 'contact-received' }>;

export function contactReceivedEmail(job: ContactReceived, siteOrigin: string): EmailContent {
  return renderBody('We received your message', {
    greetingName: job.to.name,
    intro: `Thank you for contacting Northvault. We reply within ${MARKETING_CLAIMS.replyWithin}.`,
    facts: [['Reply to', job.to.address]],
    outro: 'For anything urgent, open a support ticket and choose its priority.',
    link: { label: 'Support', url: `${siteOrigin}${ROUTES.support}` },
  });
}
