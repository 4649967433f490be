import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ROUTES } from '@northvault/contracts/routes';
import { SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import type {
  WebhookDeliverySummary,
  WebhookEndpointListResponse,
  WebhookEndpointSummary,
} from '@northvault/contracts/webhooks';
import { signedInSession } from '@northvault/session/testing';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import { WEBHOOKS_LOAD_FAILED } from '../features/developers/hooks/use-webhooks';
import { renderPage } from '../testing/render-page';
import DevelopersPage from './developers-page';

const SECRET = 'whsec_Qm3nB7vX2kL9pR4tY8wZ1cD6fG5hJ0aS';
const NEW_SECRET = 'whsec_Zx9cV8bN7mL6kJ5hG4fD3sA2qW1eR0tY';

const LEDGER: WebhookEndpointSummary = {
  id: 'wh_Ledger0001',
  url: 'https://hooks.example.com/ledger',
  events: ['transaction.completed', 'payment.succeeded'],
  description: 'Ledger sync',
  disabled: false,
  disabledReason: null,
  previousSecretEndsAt: null,
  createdAt: '2026-11-20T09:00:00Z',
};

const FAILING: WebhookEndpointSummary = {
  ...LEDGER,
  id: 'wh_Failing002',
  url: 'https://hooks.example.com/down',
  description: null,
  disabled: true,
  disabledReason: 'failing',
};

const EVENTS = ['transaction.completed', 'payment.succeeded', 'webhook.delivery.failed'];

const DELIVERY: WebhookDeliverySummary = {
  id: 'whd_0000000000000001',
  eventId: 'evt_Ping000001',
  eventType: 'ping',
  status: 'succeeded',
  attempts: 2,
  nextRetryAt: null,
  createdAt: '2026-11-26T10:00:00Z',
  attemptLog: [
    {
      attemptedAt: '2026-11-26T10:00:01Z',
      responseStatus: 500,
      latencyMs: 41,
      responseBody: 'upstream busy',
      error: 'the receiver answered HTTP 500',
    },
    { attemptedAt: '2026-11-26T10:00:03Z', responseStatus: 200, latencyMs: 12, responseBody: 'ok', error: null },
  ],
};

function serveEndpoints(...answers: WebhookEndpointListResponse[]) {
  let call = 0;
  apiServer.use(http.get('/api/webhooks', () => HttpResponse.json(answers[Math.min(call++, answers.length - 1)])));
}

async function openTab() {
  apiServer.use(
    http.get('/api/api-keys', () => HttpResponse.json({ keys: [], planId: 'business', maxActiveKeys: 10 })),
  );
  renderPage(<DevelopersPage />, {
    session: signedInSession('business'),
    url: ROUTES.accountDevelopers,
    path: ROUTES.accountDevelopers,
  });
  await userEvent.click(screen.getByRole('tab', { name: 'Webhooks' }));
}

const card = (url: string) => screen.findByRole('article', { name: url });

describe('the Webhooks tab', () => {
  it('lists the endpoints with their events and status, never a secret', async () => {
    serveEndpoints({ endpoints: [LEDGER, FAILING], availableEvents: EVENTS });
    await openTab();
    const ledger = await card(LEDGER.url);
    expect(within(ledger).getByText('transaction.completed, payment.succeeded')).toBeVisible();
    expect(within(ledger).getByText('Enabled')).toBeVisible();
    expect(within(ledger).getByText('Ledger sync')).toBeVisible();
    expect(within(ledger).getByRole('button', { name: 'Disable' })).toBeVisible();
    const failing = await card(FAILING.url);
    expect(within(failing).getByText('Disabled: every delivery failed for 3 days')).toBeVisible();
    expect(within(failing).getByRole('button', { name: 'Enable' })).toBeVisible();
    expect(within(failing).getByRole('button', { name: 'Send test event' })).toBeDisabled();
    expect(document.body).not.toHaveTextContent('whsec_');
  });

  it('says when there is no endpoint yet', async () => {
    serveEndpoints({ endpoints: [], availableEvents: EVENTS });
    await openTab();
    expect(await screen.findByText('You have no webhook endpoints yet.')).toBeVisible();
  });

  it('says the endpoints are loading until they arrive', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    apiServer.use(
      http.get('/api/webhooks', async () => {
        await answered;
        return HttpResponse.json({ endpoints: [], availableEvents: EVENTS });
      }),
    );
    await openTab();
    expect(await screen.findByText('Loading your webhook endpoints…')).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByText('You have no webhook endpoints yet.')).toBeVisible();
    expect(screen.queryByText('Loading your webhook endpoints…')).not.toBeInTheDocument();
  });

  it('says the list could not be loaded', async () => {
    apiServer.use(http.get('/api/webhooks', () => new HttpResponse(null, { status: 502 })));
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent(WEBHOOKS_LOAD_FAILED);
  });

  it('says an account without a plan must choose one', async () => {
    apiServer.use(
      http.get('/api/webhooks', () =>
        HttpResponse.json({ statusCode: 403, error: SANDBOX_MESSAGES.noActivePlan }, { status: 403 }),
      ),
    );
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent(SANDBOX_MESSAGES.noActivePlan);
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toBeVisible();
  });

  it('adds an endpoint with the events checked and shows its secret; a refusal shows beside its field', async () => {
    serveEndpoints({ endpoints: [], availableEvents: EVENTS }, { endpoints: [LEDGER], availableEvents: EVENTS });
    let answer = 0;
    apiServer.use(
      http.post('/api/webhooks', () =>
        answer++ === 0
          ? HttpResponse.json(
              {
                statusCode: 400,
                error: 'Please correct the fields shown.',
                fields: { url: 'url must be an https:// URL on a public address.' },
              },
              { status: 400 },
            )
          : HttpResponse.json({ secret: SECRET, previousSecretEndsAt: null }, { status: 201 }),
      ),
    );
    const requests = recordRequests();
    await openTab();
    await screen.findByText('You have no webhook endpoints yet.');
    const form = screen.getByRole('form', { name: 'Add an endpoint' });
    expect(within(form).getByRole('button', { name: 'Add endpoint' })).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Endpoint URL'), 'http://10.0.0.8/x');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'transaction.completed' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText('url must be an https:// URL on a public address.')).toBeVisible();
    expect(within(form).getByLabelText('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(within(form).getByLabelText('Endpoint URL'));
    await userEvent.type(within(form).getByLabelText('Endpoint URL'), LEDGER.url);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'payment.succeeded' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('The endpoint is added. Its signing secret is shown below it.')).toBeVisible();
    const ledger = await card(LEDGER.url);
    expect(within(ledger).getByLabelText('Signing secret')).toHaveTextContent(SECRET);
    expect(within(ledger).getByText('Hidden again in 30 seconds.')).toBeVisible();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(await posts.at(-1)!.json()).toEqual({
      url: LEDGER.url,
      events: ['transaction.completed', 'payment.succeeded'],
      description: '',
    });
  });

  it('shows the conflict of a duplicate URL', async () => {
    serveEndpoints({ endpoints: [LEDGER], availableEvents: EVENTS });
    const message = `Endpoint ${LEDGER.id} already receives transaction.completed at this URL. Change that endpoint instead.`;
    apiServer.use(
      http.post('/api/webhooks', () => HttpResponse.json({ statusCode: 409, error: message }, { status: 409 })),
    );
    await openTab();
    const form = await screen.findByRole('form', { name: 'Add an endpoint' });
    await userEvent.type(within(form).getByLabelText('Endpoint URL'), LEDGER.url);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'transaction.completed' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
  });

  it('reveals the secret on demand, hides it, and rolls it with a confirmation', async () => {
    serveEndpoints(
      { endpoints: [LEDGER], availableEvents: EVENTS },
      { endpoints: [{ ...LEDGER, previousSecretEndsAt: '2026-11-28T10:00:00Z' }], availableEvents: EVENTS },
    );
    apiServer.use(
      http.post(`/api/webhooks/${LEDGER.id}/reveal-secret`, () =>
        HttpResponse.json({ secret: SECRET, previousSecretEndsAt: null }),
      ),
      http.post(`/api/webhooks/${LEDGER.id}/roll-secret`, () =>
        HttpResponse.json({ secret: NEW_SECRET, previousSecretEndsAt: '2026-11-28T10:00:00Z' }),
      ),
    );
    await openTab();
    const ledger = await card(LEDGER.url);
    await userEvent.click(within(ledger).getByRole('button', { name: 'Reveal secret' }));
    expect(await within(ledger).findByLabelText('Signing secret')).toHaveTextContent(SECRET);
    await userEvent.click(within(ledger).getByRole('button', { name: 'Hide secret' }));
    expect(within(ledger).queryByLabelText('Signing secret')).not.toBeInTheDocument();

    await userEvent.click(within(ledger).getByRole('button', { name: 'Roll secret' }));
    expect(within(ledger).getByText(/the current one also signs for 24 hours/)).toBeVisible();
    await userEvent.click(within(ledger).getByRole('button', { name: 'Roll now' }));
    expect(await within(ledger).findByText('New signing secret', { exact: false })).toBeVisible();
    expect(within(ledger).getByLabelText('Signing secret')).toHaveTextContent(NEW_SECRET);
    expect(await within(ledger).findByText(/The previous secret also signs deliveries until/)).toBeVisible();
  });

  it('sends a test event, lists the deliveries with their attempts, and resends one', async () => {
    serveEndpoints({ endpoints: [LEDGER], availableEvents: EVENTS });
    apiServer.use(
      http.post(`/api/webhooks/${LEDGER.id}/test-event`, () => new HttpResponse(null, { status: 202 })),
      http.get(`/api/webhooks/${LEDGER.id}/deliveries`, () => HttpResponse.json({ deliveries: [DELIVERY] })),
      http.post(`/api/webhooks/deliveries/${DELIVERY.id}/resend`, () => new HttpResponse(null, { status: 202 })),
    );
    const requests = recordRequests();
    await openTab();
    const ledger = await card(LEDGER.url);
    await userEvent.click(within(ledger).getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText(`A ping event is on its way to ${LEDGER.url}.`)).toBeVisible();
    const deliveries = await screen.findByRole('region', { name: `Deliveries to ${LEDGER.url}` });
    const row = await within(deliveries).findByRole('row', { name: /evt_Ping000001/ });
    expect(within(row).getByText('Delivered')).toBeVisible();
    expect(within(row).getByText(/HTTP 500 in 41 ms/)).toBeVisible();
    expect(within(row).getByText(/HTTP 200 in 12 ms/)).toBeVisible();
    expect(
      within(row)
        .getAllByLabelText('Response body (first 1 KB)')
        .map((body) => body.textContent),
    ).toEqual(['upstream busy', 'ok']);
    await userEvent.click(within(row).getByRole('button', { name: 'Resend evt_Ping000001' }));
    expect(await screen.findByText('evt_Ping000001 is queued again with the same event id.')).toBeVisible();
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(
      expect.arrayContaining([
        `POST /api/webhooks/${LEDGER.id}/test-event`,
        `POST /api/webhooks/deliveries/${DELIVERY.id}/resend`,
      ]),
    );
  });

  it('says when nothing was delivered yet', async () => {
    serveEndpoints({ endpoints: [LEDGER], availableEvents: EVENTS });
    apiServer.use(http.get(`/api/webhooks/${LEDGER.id}/deliveries`, () => HttpResponse.json({ deliveries: [] })));
    await openTab();
    await userEvent.click(within(await card(LEDGER.url)).getByRole('button', { name: 'Deliveries' }));
    expect(
      await screen.findByText('Nothing was delivered to this endpoint yet. Send a test event to try it.'),
    ).toBeVisible();
  });

  it('edits an endpoint in a form filled with its values', async () => {
    serveEndpoints({ endpoints: [LEDGER], availableEvents: EVENTS });
    apiServer.use(http.patch(`/api/webhooks/${LEDGER.id}`, () => HttpResponse.json({ endpoint: LEDGER })));
    const requests = recordRequests();
    await openTab();
    await userEvent.click(within(await card(LEDGER.url)).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: `Edit ${LEDGER.url}` });
    expect(within(form).getByLabelText('Endpoint URL')).toHaveValue(LEDGER.url);
    expect(within(form).getByRole('checkbox', { name: 'payment.succeeded' })).toBeChecked();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'payment.succeeded' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save endpoint' }));
    expect(await screen.findByText('The endpoint is saved.')).toBeVisible();
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(await patch.json()).toEqual({
      url: LEDGER.url,
      events: ['transaction.completed'],
      description: 'Ledger sync',
    });
  });

  it('disables and enables an endpoint in one click, and deletes one after a confirmation', async () => {
    serveEndpoints(
      { endpoints: [FAILING], availableEvents: EVENTS },
      { endpoints: [{ ...FAILING, disabled: false, disabledReason: null }], availableEvents: EVENTS },
      { endpoints: [], availableEvents: EVENTS },
    );
    apiServer.use(
      http.patch(`/api/webhooks/${FAILING.id}`, () => HttpResponse.json({ endpoint: { ...FAILING, disabled: false } })),
      http.delete(`/api/webhooks/${FAILING.id}`, () => new HttpResponse(null, { status: 204 })),
    );
    const requests = recordRequests();
    await openTab();
    await userEvent.click(within(await card(FAILING.url)).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText(`${FAILING.url} is enabled again.`)).toBeVisible();
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(await patch.json()).toEqual({ disabled: false });
    expect(await within(await card(FAILING.url)).findByText('Enabled')).toBeVisible();

    await userEvent.click(within(await card(FAILING.url)).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('group', { name: `Delete ${FAILING.url}` });
    expect(within(confirm).getByText(`Delete ${FAILING.url}? Nothing more is delivered to it.`)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText(`${FAILING.url} is deleted.`)).toBeVisible();
    expect(await screen.findByText('You have no webhook endpoints yet.')).toBeVisible();
  });
});
