/**
 * What each tier adds and lacks (docs/product/roles.md#tiers), worded for developers. Figures come from the
 * catalogue so a price or limit change needs no copy edit.
 */
import { formatLimit, formatTransactionFee, PLANS, type Plan, type PlanId } from '@northvault/contracts/plans';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';

export interface PlanCapabilities {
  benefits: readonly string[];
  limitations: readonly string[];
}

const partner = ACCOUNTING_PARTNER.name;

const count = (value: number) => value.toLocaleString('en-US');

function invoiceReach(plan: Plan): string {
  const days = plan.sampleLimits.invoiceHistoryDays;
  return `${count(plan.sampleLimits.invoicesPerRequest)} ${partner} invoices per request${days === null ? ', full history' : ` from the last ${days} days`}`;
}

/** Each plan's copy, keyed by plan: the catalogue's figures fill it in. */
const CAPABILITIES: Readonly<Record<PlanId, (plan: Plan, limits: Plan['sampleLimits']) => PlanCapabilities>> = {
  starter: (plan, limits) => ({
    benefits: [
      `Up to ${formatLimit(limits.maxAccounts)} accounts, opened for you during onboarding`,
      `Read and post transactions, ${count(limits.transactionResultsPerRequest)} results per request`,
      `Read ${partner} organisations and up to ${invoiceReach(plan)}`,
      `${formatLimit(plan.limits.webhooks)} webhook endpoints with ${limits.webhookRetries} delivery attempts per event`,
    ],
    limitations: [
      'No account creation through the API',
      `No ${partner} sync: read-only accounting data`,
      'No bulk operations, custom fields or white-label API',
    ],
  }),
  business: (plan, limits) => ({
    benefits: [
      `Create accounts through the API, up to ${formatLimit(limits.maxAccounts)}`,
      `Bulk transaction operations, ${count(limits.transactionResultsPerRequest)} results per request`,
      `High-priority ${partner} sync and up to ${invoiceReach(plan)}`,
      `Unlimited webhook endpoints with ${limits.webhookRetries} delivery attempts, plus account, sync and user events`,
    ],
    limitations: ['No custom fields', 'No white-label API (Enterprise only)'],
  }),
  enterprise: (plan, limits) => ({
    benefits: [
      `${formatLimit(limits.maxAccounts)} accounts and ${count(limits.transactionResultsPerRequest)} transaction results per request`,
      'The White-Label API: deploy the platform on your own domain and brand',
      'Custom fields on accounts and transactions',
      `Every webhook event, with ${limits.webhookRetries} delivery attempts per event`,
      `The lowest transaction fee: ${formatTransactionFee(plan)}`,
    ],
    limitations: [],
  }),
};

export function planCapabilities(id: PlanId): PlanCapabilities {
  return CAPABILITIES[id](PLANS[id], PLANS[id].sampleLimits);
}
