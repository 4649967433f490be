import { formatBillingDate } from '@northvault/contracts/billing';
import { PLANS } from '@northvault/contracts/plans';
import { planApiDocsPath } from '@northvault/contracts/routes';
import type { EmailJob } from './email-job';
import { type EmailContent, renderBody } from './email-text';

type PaymentReceipt = Extract<EmailJob, { kind: 'payment-receipt' }>;

export function paymentReceiptEmail(job: PaymentReceipt, siteOrigin: string): EmailContent {
  const plan = PLANS[job.planId];
  const amount = `${(job.amountCents / 100).toLocaleString('en-US', { style: 'currency', currency: job.currency })} ${job.currency}`;
  const date = new Date(job.paidAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const reference = job.receiptNumber ?? job.transactionId;
  const renewedUntil = job.renewedUntil === undefined ? null : formatBillingDate(job.renewedUntil);
  return renderBody(`Your Northvault receipt ${reference}`, {
    greetingName: job.to.name,
    intro: renewedUntil
      ? `Your ${plan.name} plan has renewed until ${renewedUntil}. This is your receipt.`
      : `Thank you for subscribing to the ${plan.name} plan. This is your receipt.`,
    facts: [
      ...(job.receiptNumber ? [['Receipt', job.receiptNumber] as [string, string]] : []),
      ['Plan', `${plan.name} (monthly)`],
      ['Amount', amount],
      ['Card', `${job.cardBrand} ending in ${job.cardLast4}`],
      ['Transaction', job.transactionId],
      ['Date', date],
    ],
    outro: renewedUntil
      ? 'Nothing else to do: your plan carries on. Your receipts are on your billing page.'
      : 'Your plan is active now. Sign in with this email address to reach its API documentation.',
    link: { label: `${plan.name} API documentation`, url: `${siteOrigin}${planApiDocsPath(job.planId)}` },
  });
}
