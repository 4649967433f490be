import { PLANS } from '@northvault/contracts/plans';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';
import { bulletList, heading, numberedList, paragraph } from '../../../../content/content-block';
import type { BlogPostDraft } from '../../types/blog-post';

const xero = ACCOUNTING_PARTNER.name;

export const xeroReconciliation: BlogPostDraft = {
  id: 'automatic-reconciliation-with-xero',
  title: `Closing the books faster: automatic reconciliation with ${xero}`,
  excerpt: `Month-end should not mean exporting CSV files. How the ${xero} sync turns settled transactions into reconciled bank lines, and how to design your integration around it.`,
  author: 'James Whitfield',
  date: '2025-01-14',
  tags: ['Accounting', 'Integration'],
  featured: false,
  content: [
    paragraph(
      `For many of our clients the most valuable part of Northvault is not moving money but accounting for it. Every settled transaction eventually has to appear in the books, matched to an invoice or a bill. Done by hand, that is hours of work each month. Done through the ${xero} sync, it happens as the money moves.`,
    ),
    heading('What the sync does'),
    paragraph(
      `Once you connect a ${xero} organisation, Northvault pushes settled transactions into it as bank transactions, with the reference, counterparty and amount your finance team needs to match them. You can also read invoices back through the API, which is how most clients match incoming payments to what they are owed. When a sync run finishes, you receive a \`${ACCOUNTING_PARTNER.id}.sync.completed\` webhook.`,
    ),
    paragraph(
      `The sync is part of the ${PLANS.business.name} and ${PLANS.enterprise.name} plans, where it runs at high priority, and both can read up to ${PLANS.business.sampleLimits.invoicesPerRequest.toLocaleString('en-US')} invoices per request. ${PLANS.starter.name} accounts do not sync to ${xero}.`,
    ),
    heading('Getting started'),
    numberedList(
      `List the ${xero} organisations your connection can see, and choose the one whose books should receive transactions.`,
      'Trigger a first sync for a short date range, such as last week, and check the result with your accountant before going further.',
      'Subscribe to the sync-completed webhook, so your own systems know when the books are up to date.',
      'Widen the range, then let the sync run as transactions settle.',
    ),
    heading('Make references do the matching'),
    paragraph(
      `Automatic reconciliation is only as good as the data it matches on. The single most effective change is to put the invoice number in the payment reference whenever you can. A transaction that says \`INV-20417\` matches itself; one that says "payment" needs a human.`,
    ),
    bulletList(
      'Use the invoice number as the payment reference on outgoing requests for payment.',
      'Keep counterparty names consistent between your customer records and your contacts in the accounting system.',
      'Never merge several invoices into one payment without recording which invoices it settles.',
    ),
    heading('Handle the edge cases deliberately'),
    paragraph(
      'Partial payments, refunds and currency conversions are where reconciliation goes wrong. A refund should be its own transaction, linked to the original, rather than an edit of the original. A payment received in a different currency should carry both amounts. Your accountant will thank you at year end, and so will your auditor.',
    ),
    paragraph(
      `With references in place and the sync running, month-end stops being an event. The books are current every day, cash positions in ${xero} match the bank, and the finance team spends its time on questions rather than copy and paste.`,
    ),
  ],
};
