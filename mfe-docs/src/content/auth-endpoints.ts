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
  ];
}
