/**
 * The plan catalogue (docs/product/plans.md#catalogue). Prices are USD per month.
 * `UNLIMITED` stands for a limit the plan does not have.
 */
import { FEE_WORDING } from './business';

export const PLAN_IDS = ['starter', 'business', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const DEFAULT_PLAN_ID: PlanId = 'starter';

export const UNLIMITED = 'unlimited' as const;
export type Limit = number | typeof UNLIMITED;

/** Icon names understood by every micro-frontend's icon set. */
export type PlanIcon = 'rocket' | 'briefcase' | 'crown';

export interface PlanLimits {
  transactions: Limit;
  apiCalls: Limit;
  webhooks: Limit;
  support: string;
}

/** The per-plan numbers the sample API documentation quotes (docs/product/plans.md#sample-api-limits). */
export interface PlanSampleLimits {
  maxAccounts: Limit;
  transactionResultsPerRequest: number;
  invoicesPerRequest: number;
  /** `null`: the whole invoice history is available. */
  invoiceHistoryDays: number | null;
  transactionFee: number;
  webhookRetries: number;
}

/**
 * What a plan (or, later, a role) allows, one thing each. The plans grant them in `PLANS` below; the
 * browser and the server ask `grants`/`planGrants` in permissions.ts, never a plan's name or rank.
 */
export const PERMISSIONS = [
  'accounts:read',
  'accounts:write',
  'transactions:read',
  'transactions:write',
  'transactions:bulk',
  'xero:read',
  'xero:sync',
  'webhooks:manage',
  'webhooks:account_events',
  'custom_fields',
  'white_label:manage',
  // No plan grants it: the role `support-agent` does (permissions.ts), for the users SUPPORT_AGENT_EMAILS lists.
  'support:agent',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What every plan allows: the core banking API, Xero reads and webhook endpoints. */
const CORE_PERMISSIONS = [
  'accounts:read',
  'transactions:read',
  'transactions:write',
  'xero:read',
  'webhooks:manage',
] as const satisfies readonly Permission[];

/** What Business adds: account creation, bulk posts, Xero sync and the account events. */
const BUSINESS_PERMISSIONS = [
  ...CORE_PERMISSIONS,
  'accounts:write',
  'transactions:bulk',
  'xero:sync',
  'webhooks:account_events',
] as const satisfies readonly Permission[];

export interface Plan {
  id: PlanId;
  name: string;
  price: number;
  period: '/month';
  color: string;
  icon: PlanIcon;
  description: string;
  features: readonly string[];
  limits: PlanLimits;
  sampleLimits: PlanSampleLimits;
  /** What the plan allows; `custom_fields` also decides whether accounts and transactions carry them. */
  permissions: readonly Permission[];
}

/** A plan as written here: its feature list is completed from its limits, so the two never disagree. */
interface PlanDefinition extends Omit<Plan, 'features'> {
  /** Listed before the limits (`Everything in Starter`, the core API…). */
  leadFeatures: readonly string[];
  /** Listed after the limits, before the support level. */
  moreFeatures: readonly string[];
}

/** The sentences a plan card shows for its limits, in the order they are listed. */
export function limitFeatures(limits: PlanLimits): string[] {
  return [
    limits.transactions === UNLIMITED
      ? 'Unlimited transactions'
      : `Up to ${formatLimit(limits.transactions)} transactions per month`,
    limits.apiCalls === UNLIMITED ? 'Unlimited API calls' : `${formatLimit(limits.apiCalls)} API calls per month`,
    `${formatLimit(limits.webhooks)} webhook endpoints`,
  ];
}

function definePlan({ leadFeatures, moreFeatures, ...plan }: PlanDefinition): Plan {
  return {
    ...plan,
    features: [...leadFeatures, ...limitFeatures(plan.limits), ...moreFeatures, plan.limits.support],
    // Listed in the order of PERMISSIONS, whatever order the plan names them in.
    permissions: PERMISSIONS.filter((permission) => plan.permissions.includes(permission)),
  };
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  starter: definePlan({
    id: 'starter',
    name: 'Starter',
    price: 99,
    period: '/month',
    color: '#3b82f6',
    icon: 'rocket',
    description: 'Launch a branded account experience with core banking APIs and a sandbox.',
    leadFeatures: ['Core banking API: accounts and transactions'],
    moreFeatures: ['Sandbox and production API access'],
    limits: { transactions: 1000, apiCalls: 10_000, webhooks: 3, support: 'Email support' },
    sampleLimits: {
      maxAccounts: 3,
      transactionResultsPerRequest: 50,
      invoicesPerRequest: 100,
      invoiceHistoryDays: 30,
      transactionFee: 2.99,
      webhookRetries: 3,
    },
    permissions: CORE_PERMISSIONS,
  }),
  business: definePlan({
    id: 'business',
    name: 'Business',
    price: 299,
    period: '/month',
    color: '#8b5cf6',
    icon: 'briefcase',
    description: 'Scale with account creation, bulk operations and real-time Xero sync.',
    leadFeatures: ['Everything in Starter'],
    moreFeatures: ['Account creation and bulk operations', 'High-priority Xero accounting sync'],
    limits: { transactions: 10_000, apiCalls: 100_000, webhooks: UNLIMITED, support: 'Priority support' },
    sampleLimits: {
      maxAccounts: 10,
      transactionResultsPerRequest: 500,
      invoicesPerRequest: 1000,
      invoiceHistoryDays: null,
      transactionFee: 1.99,
      webhookRetries: 5,
    },
    permissions: BUSINESS_PERMISSIONS,
  }),
  enterprise: definePlan({
    id: 'enterprise',
    name: 'Enterprise',
    price: 599,
    period: '/month',
    color: '#f59e0b',
    icon: 'crown',
    description: 'Run your own bank-grade platform under your brand with no volume caps.',
    leadFeatures: ['Everything in Business'],
    moreFeatures: ['White-label API and configurator', 'Custom fields on accounts and transactions'],
    limits: {
      transactions: UNLIMITED,
      apiCalls: UNLIMITED,
      webhooks: UNLIMITED,
      support: '24/7 dedicated support',
    },
    sampleLimits: {
      maxAccounts: UNLIMITED,
      transactionResultsPerRequest: 1000,
      invoicesPerRequest: 1000,
      invoiceHistoryDays: null,
      transactionFee: 0.99,
      webhookRetries: 10,
    },
    permissions: [...BUSINESS_PERMISSIONS, 'custom_fields', 'white_label:manage'],
  }),
};

export const PLAN_LIST: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]);

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** An unknown or missing plan id falls back to Starter (docs/product/plans.md#plan-ids). */
export function resolvePlanId(value: string | null | undefined): PlanId {
  return isPlanId(value) ? value : DEFAULT_PLAN_ID;
}

/** `1000` → `1,000`; `unlimited` → `Unlimited`. */
export function formatLimit(limit: Limit): string {
  return limit === UNLIMITED ? 'Unlimited' : limit.toLocaleString('en-US');
}

/**
 * A plan's flat fee with its unit (docs/product/plans.md#transaction-fees): `2.99 per transaction, in the
 * account's currency`.
 */
export function formatTransactionFee(plan: Plan): string {
  return `${plan.sampleLimits.transactionFee.toFixed(2)} ${FEE_WORDING.flatFeeUnit}`;
}

/** The plan's cap on accounts: `Up to 3`, or `Unlimited`. */
export function formatAccountCap(plan: Plan): string {
  const cap = plan.sampleLimits.maxAccounts;
  return cap === UNLIMITED ? 'Unlimited' : `Up to ${formatLimit(cap)}`;
}

/** `299` → `$299`. */
export function formatPrice(plan: Plan): string {
  return `$${plan.price.toLocaleString('en-US')}`;
}

/**
 * Higher rank, more capabilities. Only the contracts compare ranks (lint refuses `planRank` elsewhere): the
 * others ask `isUpgrade`, `nextPlanUp` or, for what a plan may do, `planGrants`.
 */
export function planRank(id: PlanId): number {
  return PLAN_IDS.indexOf(id);
}

/** Whether moving from `from` to `to` is an upgrade (a plan of higher rank). */
export function isUpgrade(from: PlanId, to: PlanId): boolean {
  return planRank(to) > planRank(from);
}

/** The plan one rank above, or `null` above the highest. */
export function nextPlanUp(id: PlanId): Plan | null {
  const next = PLAN_IDS[planRank(id) + 1];
  return next === undefined ? null : PLANS[next];
}
