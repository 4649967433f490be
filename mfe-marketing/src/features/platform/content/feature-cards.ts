import { DOCUMENTED_LIMITS } from '@northvault/contracts/business';
import { PLANS } from '@northvault/contracts/plans';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';
import type { FeatureIconName } from '../components/feature-icon';

export interface FeatureCard {
  icon: FeatureIconName;
  title: string;
  body: string;
}

const maxWebhookRetries = PLANS.enterprise.sampleLimits.webhookRetries;

/** What the platform does, one card per capability (the `#features` section). */
export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    icon: 'accounts',
    title: 'Accounts and ledgers',
    body: `Open accounts for your customers in one call, then read real-time balances and their full history, up to ${DOCUMENTED_LIMITS.transactionsPerRequest.toLocaleString('en-US')} transactions a page.`,
  },
  {
    icon: 'payments',
    title: 'Payments and transfers',
    body: 'Move money between accounts and out to the card networks. Every write takes an idempotency key, so a retried request never pays twice.',
  },
  {
    icon: 'sync',
    title: `${ACCOUNTING_PARTNER.name} accounting sync`,
    body: `Settled transactions are posted to ${ACCOUNTING_PARTNER.name} and matched to invoices automatically, so your customers' finance teams stop keying in bank lines.`,
  },
  {
    icon: 'webhooks',
    title: 'Real-time webhooks',
    body: `Signed events such as transaction.completed and payment.succeeded reach your endpoints as they happen, with automatic retries (up to ${maxWebhookRetries} on Enterprise).`,
  },
  {
    icon: 'brand',
    title: 'White-label configurator',
    body: 'Set your logo, colours, fonts and domain, check them in a live preview and deploy the platform under your own brand.',
  },
  {
    icon: 'shield',
    title: 'Security by design',
    body: 'Full card numbers and CVVs are never stored or logged, sessions stay in HttpOnly cookies, and every token carries only its plan’s permissions.',
  },
];
