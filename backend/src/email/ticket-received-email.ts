import { ROUTES } from '@northvault/contracts/routes';
import { SUPPORT_RESPONSE_TARGETS } from '@northvault/contracts/support';
import { customerTicketPath } from '@northvault/contracts/support-tickets';
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
      ...(job.requestId ? [['Request', job.requestId] as [string, string]] : []),
    ],
    senderWrote: [
      ['Name', job.senderName ?? job.to.name],
      ['Subject', job.subject],
    ],
    outro: `Reply to this email or follow the link to read and answer your ticket, and quote ${job.ticketId} whenever you contact us about it.`,
    // The link opens the ticket without signing in, for 30 days; jobs queued before it existed link the support page.
    link: job.linkToken
      ? { label: 'Your ticket', url: `${siteOrigin}${customerTicketPath(job.ticketId, job.linkToken)}` }
      : { label: 'Support', url: `${siteOrigin}${ROUTES.support}` },
  });
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
