import { ROUTES } from '@northvault/contracts/routes';
import { SUPPORT_RESPONSE_TARGETS } from '@northvault/contracts/support';
import type { EmailJob } from './email-job';
import { type EmailContent, renderBody } from './email-text';

type TicketReceived = Extract<EmailJob, { kind: 'ticket-received' }>;

/** The ticket id leads the subject, so every reply quotes it. */
export function ticketReceivedEmail(job: TicketReceived, siteOrigin: string): EmailContent {
  const target = SUPPORT_RESPONSE_TARGETS[job.priority];
  return renderBody(`[${job.ticketId}] We received your support ticket: ${job.subject}`, {
    greetingName: job.to.name,
    intro: 'We received your support ticket. Our team will answer it by email.',
    facts: [
      ['Ticket', job.ticketId],
      ['Subject', job.subject],
      ['Priority', capitalise(job.priority)],
      ['Response target', `within ${target.label}`],
    ],
    outro: `Reply to this email to add to your ticket, and quote ${job.ticketId} whenever you contact us about it.`,
    link: { label: 'Support', url: `${siteOrigin}${ROUTES.support}` },
  });
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
