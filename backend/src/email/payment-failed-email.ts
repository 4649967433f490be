import { formatBillingDate, formatCents } from '@northvault/contracts/billing';
import { PLANS } from '@northvault/contracts/plans';
import { ROUTES } from '@northvault/contracts/routes';
import type { EmailJob } from './email-job';
import { type EmailContent, renderBody } from './email-text';

type PaymentFailed = Extract<EmailJob, { kind: 'payment-failed' }>;

/** A renewal charge failed: what was not paid, what happens next, and where to fix it. */
export function paymentFailedEmail(job: PaymentFailed, siteOrigin: string): EmailContent {
  const plan = PLANS[job.planId];
  const suspendsOn = formatBillingDate(job.suspendsAt);
  return renderBody('Your Northvault payment failed', {
    greetingName: job.to.name,
    intro: `We could not charge your ${job.cardBrand} card ending in ${job.cardLast4} for your ${plan.name} plan. Your plan keeps working for now.`,
    facts: [
      ['Plan', `${plan.name} (monthly)`],
      ['Amount due', `${formatCents(job.amountCents, job.currency)} ${job.currency}`],
      ['Card', `${job.cardBrand} ending in ${job.cardLast4}`],
      ['Next try', job.nextRetryAt === null ? 'No more automatic tries' : formatBillingDate(job.nextRetryAt)],
      ['Suspension', `${suspendsOn}, unless paid before then`],
    ],
    outro: `What to do: open your billing page and choose Update card. We charge the new card at once and your plan carries on. If nothing is paid by ${suspendsOn}, the plan is suspended and its access ends until you pay.`,
    link: { label: 'Your billing page', url: `${siteOrigin}${ROUTES.accountBilling}` },
  });
}
