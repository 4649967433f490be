import { CUSTOMER_TICKET_STATUS_LABELS } from '@northvault/contracts/support-tickets';
import type { EmailJob } from './email-job';
import { type EmailContent, escapeHtml, headerText } from './email-text';

type TicketReply = Extract<EmailJob, { kind: 'ticket-reply' }>;

export const TICKET_REPLY_HOW_TO_ANSWER =
  'Reply to this email to answer: your reply is added to the ticket. Write above the quoted text.';

/**
 * An agent's reply, emailed to the requester (docs/product/contact-and-support.md#email-both-ways). The ticket id
 * leads the subject, which holds nothing anyone typed; the reply is the agent's, so it is the body itself. The
 * Reply-To and threading headers come from the job (EmailJob's `thread`).
 */
export function ticketReplyEmail(job: TicketReply): EmailContent {
  // The ticket's status in the words of the requester's ticket page, from the one list both use.
  const status = CUSTOMER_TICKET_STATUS_LABELS[job.status];
  const who = job.agentName ? `${job.agentName} of Northvault support` : 'Northvault support';
  const lead = `${who} replied to your ticket ${job.ticketId}:`;
  const text = [
    'Hello there,',
    '',
    lead,
    '',
    job.body,
    '',
    `Ticket: ${job.ticketId}`,
    `Status: ${status}`,
    '',
    TICKET_REPLY_HOW_TO_ANSWER,
    `See the whole conversation: ${job.ticketUrl}`,
    '',
    '— Northvault',
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b1b3a">',
    '<p>Hello there,</p>',
    `<p>${escapeHtml(lead)}</p>`,
    '<div style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #c8c8d8">',
    ...job.body.split(/\r?\n/).map((line) => `${escapeHtml(line)}<br>`),
    '</div>',
    '<table role="presentation">',
    `<tr><th align="left" style="padding:4px 16px 4px 0">Ticket</th><td>${escapeHtml(job.ticketId)}</td></tr>`,
    `<tr><th align="left" style="padding:4px 16px 4px 0">Status</th><td>${escapeHtml(status)}</td></tr>`,
    '</table>',
    `<p>${escapeHtml(TICKET_REPLY_HOW_TO_ANSWER)}</p>`,
    `<p><a href="${escapeHtml(job.ticketUrl)}">See the whole conversation</a></p>`,
    '<p>— Northvault</p>',
    '</body></html>',
  ].join('');
  return { subject: headerText(`[${job.ticketId}] New reply to your support ticket`), text, html };
}
