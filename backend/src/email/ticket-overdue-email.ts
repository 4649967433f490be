import { SUPPORT_RESPONSE_TARGETS } from '@northvault/contracts/support';
import type { EmailJob } from './email-job';
import { type EmailContent, renderBody } from './email-text';

type TicketOverdue = Extract<EmailJob, { kind: 'ticket-overdue' }>;

/**
 * Tells an agent a ticket passed its first-response target without a reply (docs/product/contact-and-support.md#overdue-tickets).
 * The subject names the ticket only; what the requester typed is quoted in the body.
 */
export function ticketOverdueEmail(job: TicketOverdue): EmailContent {
  return renderBody(`[${job.ticketId}] Overdue: no first response yet`, {
    greetingName: job.to.name || 'there',
    intro: `Ticket ${job.ticketId} passed its first-response target without a reply from an agent.`,
    facts: [
      ['Ticket', job.ticketId],
      ['Priority', `${job.priority} (within ${SUPPORT_RESPONSE_TARGETS[job.priority].label})`],
      ['Was due', `${job.dueAt.slice(0, 16).replace('T', ' ')} UTC`],
      ['Requester', job.requesterEmail],
    ],
    senderWrote: [['Subject', job.subject]],
    outro: 'Answer it from the support desk.',
    link: { label: 'Open the ticket on the desk', url: job.deskUrl },
  });
}
