import { PUBLIC_API, TIMINGS } from '@northvault/contracts/business';
import { PLANS, type Plan } from '@northvault/contracts/plans';
import type { EndpointDoc } from './endpoint';
import { SAMPLE } from './sample-data';

function secondsAfter(isoTimestamp: string, seconds: number): string {
  return new Date(Date.parse(isoTimestamp) + seconds * 1000).toISOString().replace('.000Z', 'Z');
}

/** `plan` is the reader's plan in plan docs, `null` in the general reference. */
export function authEndpoints(plan: Plan | null): EndpointDoc[] {
  const examplePlan = plan ?? PLANS.business;
  const requestSummary = {
    request_id: SAMPLE.requestId,
    method: 'GET',
    path: '/v1/banking/accounts',
    status: 200,
    duration_ms: 42,
    idempotency_key: null,
    credential: 'nv_test_sk_…a1b2',
    created_at: SAMPLE.createdAt,
  };
  return [
    {
      id: 'post-auth-login',
      method: 'POST',
      path: '/auth/login',
      title: 'Sign in and get a bearer token',
      description:
        'Exchanges the email of your subscription and the password you set during account setup for a short-lived bearer token. Call it from your server only: never ship these credentials to a browser or a mobile app.',
      authenticated: false,
      parameters: [
        {
          name: 'email',
          in: 'body',
          type: 'string',
          required: true,
          description: 'The email address your Northvault subscription is registered to.',
        },
        {
          name: 'password',
          in: 'body',
          type: 'string',
          required: true,
          description: 'The subscription password you chose during account setup.',
        },
        {
          name: 'organization',
          in: 'body',
          type: 'string',
          required: false,
          description:
            'The organisation to act for, when your login belongs to more than one. Defaults to the organisation that owns the subscription.',
        },
      ],
      exampleBody: { email: SAMPLE.email, password: SAMPLE.password, organization: SAMPLE.organizationId },
      response: {
        status: 200,
        body: {
          access_token: SAMPLE.accessToken,
          token_type: 'Bearer',
          expires_in: TIMINGS.sampleTokenExpirySeconds,
          user: {
            id: SAMPLE.userId,
            email: SAMPLE.email,
            organization: SAMPLE.organizationId,
            plan: examplePlan.id,
          },
        },
      },
      notes: [
        `The token expires after ${TIMINGS.sampleTokenExpirySeconds.toLocaleString('en-US')} seconds (one hour). Request a new one when a call answers 401 \`token_expired\`; there is no refresh token.`,
        `Send it on every other call as \`Authorization: Bearer <access_token>\`, together with \`${PUBLIC_API.planHeader}\`.`,
      ],
    },
    {
      id: 'get-auth-user',
      method: 'GET',
      path: '/auth/user',
      title: 'Get the authenticated user',
      description:
        'Returns who the token belongs to, the plan it was issued under and the permissions it carries. Call it at start-up to check that your credentials and plan header match.',
      authenticated: true,
      parameters: [],
      response: {
        status: 200,
        body: {
          id: SAMPLE.userId,
          email: SAMPLE.email,
          name: SAMPLE.name,
          organization: SAMPLE.organizationId,
          plan: examplePlan.id,
          permissions: [...examplePlan.permissions],
          token_expires_at: secondsAfter(SAMPLE.createdAt, TIMINGS.sampleTokenExpirySeconds),
        },
      },
      notes: [
        `A token issued under one plan is refused with 403 \`plan_mismatch\` when \`${PUBLIC_API.planHeader}\` names another.`,
      ],
    },
    {
      id: 'get-request-logs',
      method: 'GET',
      path: '/request-logs',
      title: 'List your requests',
      description:
        'Your account’s calls of the last 30 days, newest first, 25 a page: what you sent, what the API answered, and the key or token that made each call. The same log is on the Developers page.',
      authenticated: true,
      parameters: [
        { name: 'status', in: 'query', type: 'string', required: false, description: '`2xx`, `4xx` or `5xx`.' },
        {
          name: 'method',
          in: 'query',
          type: 'string',
          required: false,
          description: '`GET`, `POST`, `PUT`, `PATCH` or `DELETE`.',
        },
        {
          name: 'path',
          in: 'query',
          type: 'string',
          required: false,
          description: 'Requests whose path starts with this, such as `/v1/banking`.',
        },
        {
          name: 'from',
          in: 'query',
          type: 'string',
          required: false,
          description: 'First day shown (YYYY-MM-DD, UTC).',
        },
        { name: 'to', in: 'query', type: 'string', required: false, description: 'Last day shown (YYYY-MM-DD, UTC).' },
        {
          name: 'starting_after',
          in: 'query',
          type: 'string',
          required: false,
          description: 'The `next_cursor` of the previous page.',
        },
      ],
      exampleQuery: { status: '2xx' },
      response: {
        status: 200,
        body: { data: [requestSummary], has_more: false, next_cursor: null },
      },
      notes: ['Bodies are kept with passwords, tokens, keys and card numbers removed, and cut at 8 KB each.'],
    },
    {
      id: 'get-request-log',
      method: 'GET',
      path: '/request-logs/{request_id}',
      title: 'Get one request',
      description:
        'One call by the `request_id` its answer carried: every error answer names it, so a failing call can be looked up with both its bodies.',
      authenticated: true,
      parameters: [
        {
          name: 'request_id',
          in: 'path',
          type: 'string',
          required: true,
          description: 'The `request_id` of the answer.',
        },
      ],
      examplePath: { request_id: SAMPLE.requestId },
      response: {
        status: 200,
        body: {
          ...requestSummary,
          request_body: null,
          response_body: JSON.stringify({ data: [{ id: SAMPLE.checkingAccountId }], has_more: false }),
        },
      },
    },
  ];
}
