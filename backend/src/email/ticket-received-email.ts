import { ROUTES } from '@northvault/contracts/routes';
import { SUPPORT_RESPONSE_TARGETS } from '@northvault/contracts/support';
import type { EmailJob } from './email-job';
import { type EmailContent, renderBody } from './email-text';

type TicketReceived = Extract<EmailJob, { kind: 'ticket-received' }>;

/**
 * The ticket id leads the subject, so every reply quotes it. The subject holds nothing the sender
 * typed: the address may be a stranger's, so their name and the ticket's subject are quoted in the
 * body, marked as the sender's words.
 */
export function ticketReceivedEmail(job: TicketReceived, siteOrigin: string): EmailContent {
  const target = SUPPORT_RESPONSE_TARGETS[job.priority];
  return renderBody(`[${job.ticketId}] We received your support ticket`, {
    greetingName: 'there',
    intro: 'We received a support ticket with this email address. Our team will answer it by email.',
    facts: [
      ['Ticket', job.ticketId],
      ['Priority', capitalise(job.priority)],
      ['Response target', `within ${target.label}`],
    ],
    senderWrote: [
      ['Name', job.senderName ?? job.to.name],
      ['Subject', job.subject],
    ],
    outro: `Reply to this email to add to your ticket, and quote ${job.ticketId} whenever you contact us about it.`,
    link: { label: 'Support', url: `${siteOrigin}${ROUTES.support}` },
  });
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
