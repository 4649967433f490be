/**
 * The sandbox of the documented API (docs/product/api.md#sandbox) and the subscription password
 * that signs in to it (docs/product/routes.md#account-setup). The server enforces these rules and
 * answers with these sentences; the account setup page and the API docs show the same ones.
 */
import { DOCUMENTED_LIMITS } from './business';
import { formatLimit, PLANS, type PlanId } from './plans';
import type { TextProblem } from './text-fields';

/**
 * The subscription password: long enough, and strong by the estimator's score (0 to 4). Its
 * maximum length is TEXT_LIMITS.accountSetup.password, like every text field's.
 */
export const SUBSCRIPTION_PASSWORD_RULES = {
  minLength: 12,
  /** zxcvbn's "safely unguessable" level: about 10^10 guesses. */
  minScore: 3,
} as const;

export const SUBSCRIPTION_PASSWORD_MESSAGES = {
  tooShort: `Use at least ${SUBSCRIPTION_PASSWORD_RULES.minLength} characters for your password.`,
  /** The start of the refusal; the estimator's warning and suggestions complete it. */
  tooWeak: 'This password is too easy to guess.',
  /** When the estimator has nothing more specific to say. */
  tooWeakFallback: 'Add more words or characters that are hard to guess.',
  noPlan: 'An active plan is needed to set a subscription password. Choose a plan to continue.',
  saved: 'Subscription password saved.',
} as const;

/** The refusal of a weak password: why, in the estimator's words, or a general hint. */
export function weakPasswordMessage(warning: string | null, suggestions: readonly string[]): string {
  const reasons = [warning, ...suggestions].filter((text): text is string => Boolean(text && text.trim()));
  return `${SUBSCRIPTION_PASSWORD_MESSAGES.tooWeak} ${reasons.length > 0 ? reasons.join(' ') : SUBSCRIPTION_PASSWORD_MESSAGES.tooWeakFallback}`;
}

/** Error codes of the documented API (`error.code`), as its reference lists them. */
export const SANDBOX_ERROR_CODES = [
  'invalid_request',
  'invalid_credentials',
  'unauthorized',
  'token_expired',
  'plan_header_missing',
  'plan_mismatch',
  'forbidden',
  'plan_upgrade_required',
  'account_limit_reached',
  'deposit_too_small',
  'amount_too_small',
  'limit_too_large',
  'insufficient_funds',
  'account_not_active',
  'event_not_in_plan',
  'webhook_limit_reached',
  'webhook_duplicate',
  'webhook_disabled',
  'configuration_incomplete',
  'domain_taken',
  'quota_exceeded',
  'not_found',
  'rate_limited',
  'internal_error',
] as const;

export type SandboxErrorCode = (typeof SANDBOX_ERROR_CODES)[number];

/** The one error shape of the documented API. */
export interface SandboxErrorBody {
  error: { code: SandboxErrorCode; message: string; param?: string; request_id: string };
}

export const SANDBOX_MESSAGES = {
  /** One sentence whatever was wrong: the email, the password or the organization. */
  invalidCredentials: 'These credentials do not sign in to a Northvault subscription.',
  missingToken:
    'Send your API key, or the bearer token from POST /auth/login, as Authorization: Bearer <key or access_token>.',
  tokenExpired: 'The token has expired or is not valid. Sign in again with POST /auth/login.',
  planHeaderMissing: 'Send your plan in the X-Plan-Type header: starter, business or enterprise.',
  starterCannotCreateAccounts:
    'Starter plans get their accounts opened for them and cannot create accounts through the API. Upgrade to Business or Enterprise.',
  noActivePlan: 'This account has no active plan. Choose a plan to continue.',
  notFound: 'No such endpoint in the Northvault API.',
  accountNotFound: 'No account with this id belongs to your organisation.',
  organizationNotFound: 'No Xero organisation with this id is connected to your organisation.',
  currencyMismatch: 'currency must match the account currency.',
  insufficientFunds: 'The account balance does not cover the amount and its fee.',
  accountNotActive: 'Transactions post only to active accounts.',
  starterCannotSync: 'Starter plans can read Xero data but cannot sync to Xero. Upgrade to Business or Enterprise.',
  starterCannotBulk:
    'Starter plans post one transaction per call. Bulk operations are part of Business and Enterprise.',
  whiteLabelEnterpriseOnly: 'The White-Label API is part of the Enterprise plan. Upgrade to Enterprise to call it.',
  customFieldsEnterpriseOnly: 'Custom fields are part of the Enterprise plan. Upgrade to Enterprise to send them.',
  idempotencyKeyReused: 'This Idempotency-Key was sent with a different request. Use a new key for a new transaction.',
  tooManyRequests: 'Too many requests. Please try again later.',
  internal: 'Something failed on our side. Please retry with backoff.',
  /** 429 when every password-hash slot is taken and the queue's deadline passed (docs/security.md#sandbox-sign-in). */
  loginBusy: 'Too many sign-ins are being checked at once. Try again in a few seconds.',
} as const;

/**
 * The lockout of an account's sign-in after repeated failures: from the 10th failure in a row, 15
 * minutes, doubling with each further failure, 24 hours at most. Failures older than a day are forgotten.
 */
export const LOGIN_LOCKOUT = {
  failures: 10,
  firstLockSeconds: 15 * 60,
  maxLockSeconds: 24 * 60 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

/** 429 while an account's sign-in is locked: says why and for how long. */
export function loginLockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-ins: sign-in to this account is locked for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Try again then.`;
}

/** 403 `plan_mismatch`: names the plan the header claims and the plan the account holds. */
export function planMismatchMessage(headerPlan: string, accountPlan: PlanId): string {
  const claimed =
    (PLANS as Record<string, { name: string } | undefined>)[headerPlan]?.name ?? `"${headerPlan.slice(0, 40)}"`;
  return `X-Plan-Type names the ${claimed} plan, but this account is on the ${PLANS[accountPlan].name} plan.`;
}

/** 422 `account_limit_reached`, in the words the plan docs use for the cap. */
export function accountLimitMessage(planId: PlanId): string {
  const plan = PLANS[planId];
  return `Your ${plan.name} plan holds up to ${formatLimit(plan.sampleLimits.maxAccounts)} accounts.`;
}

/** 422 `deposit_too_small`. */
export function depositTooSmallMessage(minimum: number): string {
  return `initial_deposit must be at least ${minimum.toFixed(2)}`;
}

/** 422 `amount_too_small`. */
export function amountTooSmallMessage(minimum: number): string {
  return `amount must be at least ${minimum}`;
}

/** 400 `limit_too_large`: a page larger than the plan reads in one request. */
export function limitTooLargeMessage(planId: PlanId, maximum: number): string {
  return `limit goes up to ${maximum.toLocaleString('en-US')} on the ${PLANS[planId].name} plan.`;
}

/** 400 `limit_too_large`: more transactions in one bulk call than the plan posts at once. */
export function bulkTooLargeMessage(planId: PlanId, maximum: number): string {
  return `transactions holds up to ${maximum.toLocaleString('en-US')} items on the ${PLANS[planId].name} plan.`;
}

/** 400 `event_not_in_plan`, naming the event; an unknown name is said to be unknown. */
export function eventNotInPlanMessage(event: string, planId: PlanId, known: boolean): string {
  const name = event.slice(0, 60);
  return known
    ? `${name} is not included in the ${PLANS[planId].name} plan.`
    : `${name} is not a Northvault webhook event.`;
}

/** 422 `webhook_limit_reached`. */
export function webhookLimitMessage(planId: PlanId): string {
  const plan = PLANS[planId];
  return `Your ${plan.name} plan allows ${formatLimit(plan.limits.webhooks)} webhook endpoints.`;
}

/** The monthly quotas of the plan table, counted per subscriber and calendar month (UTC). */
export const SANDBOX_QUOTAS = {
  apiCalls: { name: 'API calls per month', limit: (planId: PlanId) => PLANS[planId].limits.apiCalls },
  transactions: { name: 'transactions per month', limit: (planId: PlanId) => PLANS[planId].limits.transactions },
} as const;

export type SandboxQuota = keyof typeof SANDBOX_QUOTAS;

/** 429 `quota_exceeded`, naming the quota and when it renews (`2026-12-01`, 00:00 UTC). */
export function quotaExceededMessage(quota: SandboxQuota, planId: PlanId, renewsOn: string): string {
  const { name, limit } = SANDBOX_QUOTAS[quota];
  return `The ${PLANS[planId].name} plan's quota of ${formatLimit(limit(planId))} ${name} is used up. It renews on ${renewsOn} at 00:00 UTC.`;
}

/**
 * The headers every authenticated answer carries about the monthly API-call quota (the IETF
 * draft's names): the quota, the calls left, and the seconds until it renews. Plans without a
 * quota get none of them.
 */
export const RATE_LIMIT_HEADERS = {
  limit: 'RateLimit-Limit',
  remaining: 'RateLimit-Remaining',
  reset: 'RateLimit-Reset',
} as const;

/**
 * The webhook events the sandbox raises: each has a cause it can truthfully observe (a posted
 * transaction, a sync run, a white-label deploy, a delivery that spent its attempts). The others
 * can be subscribed to, but nothing in the sandbox makes them happen.
 */
export const SANDBOX_RAISED_EVENTS: readonly string[] = [
  'transaction.completed',
  'xero.sync.completed',
  'white_label.deployed',
  'webhook.delivery.failed',
];

/** The sandbox's paths under its base URL. */
export const SANDBOX_PATHS = {
  login: '/auth/login',
  user: '/auth/user',
  accounts: '/banking/accounts',
  transactions: '/banking/transactions',
  xeroOrganizations: '/xero/organizations',
  xeroInvoices: '/xero/invoices',
  xeroSync: '/xero/sync',
  webhooks: '/webhooks',
  whiteLabelConfig: '/white-label/config',
  whiteLabelDeploy: '/white-label/deploy',
} as const;

/** GET /api/sandbox: where this deployment's sandbox answers, for the documentation's examples. */
export interface SandboxInfoResponse {
  /** The sandbox's public base URL, e.g. `http://localhost:3001/v1`. */
  baseUrl: string;
}

/** GET /api/account/setup: what the account setup page fills its examples with. */
export interface AccountSetupResponse {
  email: string;
  planId: PlanId | null;
  organization: string | null;
  passwordSet: boolean;
  /** The sandbox's public base URL, e.g. `http://localhost:3001/v1`. */
  sandboxBaseUrl: string;
}

/** POST /api/account/subscription-password. */
export interface SubscriptionPasswordRequest {
  password: string;
}

/** POST /api/sandbox/tokens: a sandbox bearer token for the session's account, as a login would give. */
export interface SandboxTokenResponse {
  accessToken: string;
  /** Seconds the token lives: TIMINGS.sampleTokenExpirySeconds. */
  expiresIn: number;
  /** ISO 8601, to the second. */
  expiresAt: string;
  /** The plan the token calls with: its X-Plan-Type. */
  planId: PlanId;
}

/** What is wrong with a `custom_fields` object, or with one of its entries. */
export type CustomFieldsProblem =
  | { kind: 'not-object' }
  | { kind: 'too-many-keys' }
  | { kind: 'key'; problem: TextProblem | 'empty' }
  | { kind: 'value-not-text' }
  | { kind: 'value'; problem: TextProblem };

/**
 * 400 `invalid_request` for `custom_fields`. A sentence never repeats the key or value at fault:
 * the error's `param` names the key (`custom_fields.ledger_code`) when one value is wrong.
 */
export function customFieldsMessage(problem: CustomFieldsProblem): string {
  const { maxKeys, maxKeyLength, maxValueLength } = DOCUMENTED_LIMITS.customFields;
  switch (problem.kind) {
    case 'not-object':
      return 'custom_fields must be an object of string keys and string values.';
    case 'too-many-keys':
      return `custom_fields holds up to ${maxKeys} keys.`;
    case 'key':
      return problem.problem === 'empty' || problem.problem === 'too-long'
        ? `Each custom_fields key must be 1 to ${maxKeyLength} characters.`
        : `custom_fields keys must be valid text without control characters.`;
    case 'value-not-text':
      return 'Each custom_fields value must be a string.';
    case 'value':
      return problem.problem === 'too-long'
        ? `Each custom_fields value must be at most ${maxValueLength} characters.`
        : `custom_fields values must be valid text without control characters.`;
  }
}
