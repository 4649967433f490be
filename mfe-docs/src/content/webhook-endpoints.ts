import type { Plan } from '@northvault/contracts/plans';
import { eventNotInPlanMessage, SANDBOX_RAISED_EVENTS, webhookLimitMessage } from '@northvault/contracts/sandbox';
import { WEBHOOK_EVENTS, webhookEventsFor } from '@northvault/contracts/webhooks';
import type { EndpointDoc } from './endpoint';
import { perPlan } from './banking-endpoints';
import { SAMPLE } from './sample-data';
import { webhookAttemptCount, webhookEndpointAllowance } from './webhook-delivery';

/** `plan` is the reader's plan in plan docs, `null` in the general reference. */
export function webhookEndpoints(plan: Plan | null): EndpointDoc[] {
  // Subscribe to what every plan receives, so the general example works for any reader.
  const events = webhookEventsFor(plan?.id ?? 'starter')
    .slice(0, 2)
    .map((event) => event.name);
  const allowance = plan
    ? `Your ${plan.name} plan allows ${webhookEndpointAllowance(plan)} and ${webhookAttemptCount(plan)} per event.`
    : `Endpoints per plan: ${perPlan(webhookEndpointAllowance)}.`;

  const quiet = WEBHOOK_EVENTS.map((event) => event.name).filter((name) => !SANDBOX_RAISED_EVENTS.includes(name));
  const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');
  const raisedInSandbox = `The sandbox raises ${code(SANDBOX_RAISED_EVENTS)}; \`webhook.delivery.failed\` goes to your other endpoints that subscribe to it, never to the endpoint whose delivery failed. ${code(quiet)} can be subscribed to, but nothing in the sandbox makes them happen.`;

  const endpointBody = {
    id: SAMPLE.webhookId,
    url: 'https://hooks.acme-payroll.example/webhooks/northvault',
    events,
    description: 'Ledger updates for the payroll service',
    disabled: false,
    created_at: SAMPLE.createdAt,
  };

  return [
    {
      id: 'post-webhooks',
      method: 'POST',
      path: '/webhooks',
      title: 'Register a webhook endpoint',
      description:
        'Registers an HTTPS URL that receives the events you list. The response carries the signing secret of the endpoint: store it, it is shown only once.',
      authenticated: true,
      permission: 'webhooks:manage',
      parameters: [
        {
          name: 'url',
          in: 'body',
          type: 'string',
          required: true,
          description:
            'Public HTTPS URL of your receiver. Plain HTTP and private addresses are refused; the sandbox on your own machine also delivers to http://127.0.0.1 and http://localhost.',
        },
        {
          name: 'events',
          in: 'body',
          type: 'string[]',
          required: true,
          description: 'Event names to deliver; each must be included in your plan.',
        },
        {
          name: 'description',
          in: 'body',
          type: 'string',
          required: false,
          description: 'A note for your team, shown when you list endpoints.',
        },
      ],
      exampleBody: {
        url: 'https://hooks.acme-payroll.example/webhooks/northvault',
        events,
        description: 'Ledger updates for the payroll service',
      },
      response: {
        status: 201,
        body: {
          id: SAMPLE.webhookId,
          url: 'https://hooks.acme-payroll.example/webhooks/northvault',
          events,
          description: 'Ledger updates for the payroll service',
          disabled: false,
          secret: SAMPLE.webhookSecret,
          created_at: SAMPLE.createdAt,
        },
      },
      notes: [
        allowance,
        raisedInSandbox,
        `An event outside your plan answers 400 \`event_not_in_plan\` and names the event, for example "${eventNotInPlanMessage('account.updated', 'starter', true)}"; nothing is registered.`,
        ...(plan === null || plan.limits.webhooks !== 'unlimited'
          ? [
              `One endpoint past the allowance answers 422 \`webhook_limit_reached\`: "${webhookLimitMessage(plan?.id ?? 'starter')}"`,
            ]
          : []),
      ],
    },
    {
      id: 'get-webhooks',
      method: 'GET',
      path: '/webhooks',
      title: 'List webhook endpoints',
      description:
        'Your endpoints, oldest first. Signing secrets are never listed: they are shown once, at registration.',
      authenticated: true,
      permission: 'webhooks:manage',
      parameters: [],
      response: { status: 200, body: { data: [endpointBody] } },
    },
    {
      id: 'get-webhook',
      method: 'GET',
      path: '/webhooks/{id}',
      title: 'Get a webhook endpoint',
      description: 'One of your endpoints, without its secret. Another account’s id answers 404.',
      authenticated: true,
      permission: 'webhooks:manage',
      parameters: [{ name: 'id', in: 'path', type: 'string', required: true, description: 'The endpoint’s id.' }],
      examplePath: { id: SAMPLE.webhookId },
      response: { status: 200, body: endpointBody },
    },
    {
      id: 'patch-webhook',
      method: 'PATCH',
      path: '/webhooks/{id}',
      title: 'Change a webhook endpoint',
      description:
        'Changes any of the fields you send, under the rules of registration: a URL on a public address, events of your plan, and 409 `webhook_duplicate` when another of your endpoints has the same URL and one of the events. `disabled: true` stops deliveries; `disabled: false` enables the endpoint again, also after it was disabled for 3 days of failed deliveries.',
      authenticated: true,
      permission: 'webhooks:manage',
      parameters: [
        { name: 'id', in: 'path', type: 'string', required: true, description: 'The endpoint’s id.' },
        { name: 'url', in: 'body', type: 'string', required: false, description: 'A new receiver URL.' },
        {
          name: 'events',
          in: 'body',
          type: 'string[]',
          required: false,
          description: 'The full new list of events; it replaces the old one.',
        },
        { name: 'description', in: 'body', type: 'string', required: false, description: 'A new note.' },
        {
          name: 'disabled',
          in: 'body',
          type: 'boolean',
          required: false,
          description: 'true stops deliveries to the endpoint, false resumes them.',
        },
      ],
      examplePath: { id: SAMPLE.webhookId },
      exampleBody: { description: 'Ledger updates for the payroll service', disabled: false },
      response: { status: 200, body: endpointBody },
      notes: [
        'Events raised while an endpoint is disabled are not delivered to it later. Sending no field answers 400.',
      ],
    },
    {
      id: 'delete-webhook',
      method: 'DELETE',
      path: '/webhooks/{id}',
      title: 'Delete a webhook endpoint',
      description:
        'Removes the endpoint: nothing more is delivered to it, and it no longer counts toward your plan’s allowance.',
      authenticated: true,
      permission: 'webhooks:manage',
      parameters: [{ name: 'id', in: 'path', type: 'string', required: true, description: 'The endpoint’s id.' }],
      examplePath: { id: SAMPLE.webhookId },
      response: { status: 204, body: null },
    },
  ];
}
