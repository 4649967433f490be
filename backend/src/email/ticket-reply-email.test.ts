/**
 * The reply email says the ticket's status in the words of the requester's ticket page: it takes them from the
 * contracts' list the page uses, so a change of wording there changes both (docs/product/contact-and-support.md).
 */
import { TICKET_STATUSES } from '@northvault/contracts/support';
import type * as SupportTickets from '@northvault/contracts/support-tickets';

// The page's wording, changed: an email with a copy of its own would keep the old words and fail here.
jest.mock('@northvault/contracts/support-tickets', () => {
  const actual = jest.requireActual<typeof SupportTickets>('@northvault/contracts/support-tickets');
  return {
    ...actual,
    CUSTOMER_TICKET_STATUS_LABELS: {
      open: 'Reworded: open',
      awaiting_customer: 'Reworded: waiting for you',
      solved: 'Reworded: solved',
      closed: 'Reworded: closed',
    },
  };
});

import { ticketReplyEmail } from './ticket-reply-email';

describe('the reply email', () => {
  it.each(TICKET_STATUSES)('says status %s in the words of the ticket page', (status) => {
    const { CUSTOMER_TICKET_STATUS_LABELS } = jest.requireMock<typeof SupportTickets>(
      '@northvault/contracts/support-tickets',
    );
    const email = ticketReplyEmail({
      kind: 'ticket-reply',
      to: { name: '', address: 'ada@example.com' },
      ticketId: 'NV-TEST1',
      agentName: 'Grace',
      body: 'Found it.',
      status,
      ticketUrl: 'http://site.test/support/tickets/NV-TEST1?token=t',
      thread: {
        messageId: '<reply@help.northvault.test>',
        inReplyTo: '<ticket@help.northvault.test>',
        references: ['<ticket@help.northvault.test>'],
        replyTo: 'support+token@help.northvault.test',
      },
    });
    expect(email.text).toContain(`Status: ${CUSTOMER_TICKET_STATUS_LABELS[status]}`);
    expect(email.html).toContain(`<td>${CUSTOMER_TICKET_STATUS_LABELS[status]}</td>`);
  });
});
