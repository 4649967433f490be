import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import { ROUTES } from '@northvault/contracts/routes';
import type { EmailJob } from './email-job';
import { type EmailContent, renderBody } from './email-text';

type ContactReceived = Extract<EmailJob, { kind: 'contact-received' }>;

/** The sender's name is quoted in the body, marked as theirs: the address may be a stranger's. */
export function contactReceivedEmail(job: ContactReceived, siteOrigin: string): EmailContent {
  return renderBody('We received your message', {
    greetingName: 'there',
    intro: `Thank you for contacting Northvault. We reply within ${MARKETING_CLAIMS.replyWithin}.`,
    facts: [['Reply to', job.to.address]],
    senderWrote: [['Name', job.senderName ?? job.to.name]],
    outro: 'For anything urgent, open a support ticket and choose its priority.',
    link: { label: 'Support', url: `${siteOrigin}${ROUTES.support}` },
  });
}
