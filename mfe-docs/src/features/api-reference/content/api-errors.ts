import { SAMPLE } from '../../../content/sample-data';

export const ERROR_EXAMPLE = {
  error: {
    code: 'amount_too_small',
    message: 'amount must be at least 0.01',
    param: 'amount',
    request_id: SAMPLE.requestId,
  },
};

/** Statuses the API answers with and what a client should do about each. */
export const ERROR_STATUSES: ReadonlyArray<{ status: string; meaning: string; action: string }> = [
  { status: '400', meaning: 'The request is malformed or a parameter is out of range.', action: 'Fix the request.' },
  {
    status: '401',
    meaning: 'The bearer token is missing, invalid or expired (`token_expired`).',
    action: 'Sign in again with POST /auth/login.',
  },
  {
    status: '403',
    meaning: 'The token lacks the permission, or the plan does not include the feature (`plan_upgrade_required`).',
    action: 'Check the plan header; upgrade if the feature is outside your plan.',
  },
  {
    status: '404',
    meaning: 'The resource does not exist or belongs to another organisation.',
    action: 'Check the id.',
  },
  {
    status: '422',
    meaning: 'The request is well formed but breaks a business rule, such as a deposit below the minimum.',
    action: 'Read `error.code` and `error.param`.',
  },
  {
    status: '429',
    meaning:
      'The monthly API-call or transaction quota of your plan is used up (`quota_exceeded`, naming the quota), or too many requests arrived at once (`rate_limited`).',
    action:
      'Upgrade, or wait for the quota to renew on the first of the month (UTC); `RateLimit-Reset` says in how many seconds.',
  },
  {
    status: '5xx',
    meaning: 'Something failed on our side.',
    action: 'Retry with backoff; POST /banking/transactions is safe to retry with the same idempotency key.',
  },
];
