import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  API_KEY_MESSAGES,
  type ApiKeyListResponse,
  type ApiKeySummary,
  type CreatedApiKeyResponse,
} from '@northvault/contracts/api-keys';
import { ROUTES } from '@northvault/contracts/routes';
import type { Session } from '@northvault/session';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import {
  REQUEST_LOG_MESSAGES,
  type RequestLogEntry,
  type RequestLogPage,
  type RequestLogSummary,
} from '@northvault/contracts/request-logs';
import { API_KEYS_LOAD_FAILED } from '../features/developers/hooks/use-api-keys';
import { REQUEST_LOG_LOAD_FAILED } from '../features/developers/hooks/use-request-log';
import { renderPage } from '../testing/render-page';
import DevelopersPage from './developers-page';

const SECRET = 'nv_test_sk_4uQeVkW9n2XyZ8s7T6r5P4o3N2m1L0kJa1b2';

const CI_KEY: ApiKeySummary = {
  id: '0f3a3c36-3f59-4bb4-a1f5-6f1b1f4ad001',
  name: 'CI pipeline',
  prefix: 'nv_test_sk_…9xQz',
  scope: 'read_write',
  status: 'active',
  createdAt: '2026-11-20T09:00:00Z',
  expiresAt: null,
  endsAt: null,
  lastUsedAt: '2026-11-26T18:30:00Z',
  lastUsedAddress: '203.0.113.7',
};

const NEW_KEY: ApiKeySummary = {
  ...CI_KEY,
  id: '0f3a3c36-3f59-4bb4-a1f5-6f1b1f4ad002',
  name: 'Nightly export',
  prefix: 'nv_test_sk_…a1b2',
  scope: 'read_only',
  lastUsedAt: null,
  lastUsedAddress: null,
};

const LIST: ApiKeyListResponse = { keys: [CI_KEY], planId: 'business', maxActiveKeys: 10 };

function serveKeys(...answers: ApiKeyListResponse[]) {
  let call = 0;
  apiServer.use(http.get('/api/api-keys', () => HttpResponse.json(answers[Math.min(call++, answers.length - 1)])));
}

function openPage(session: Session = signedInSession('business')) {
  return renderPage(<DevelopersPage />, { session, url: ROUTES.accountDevelopers, path: ROUTES.accountDevelopers });
}

it('sends a signed-out visitor to sign in, to come back here', () => {
  const session = fakeSession();
  openPage(session);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Developers');
  expect(session.redirectToLogin).toHaveBeenCalledWith();
});

it('lists the keys under the API keys tab by prefix, never a secret', async () => {
  serveKeys(LIST);
  openPage();
  expect(screen.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['API keys', 'Request log', 'Webhooks']);
  const table = await screen.findByRole('table', { name: 'Your API keys' });
  const row = within(table).getByRole('row', { name: /CI pipeline/ });
  expect(within(row).getByText('nv_test_sk_…9xQz')).toBeVisible();
  expect(within(row).getByText('Read and write')).toBeVisible();
  expect(within(row).getByText(/from 203\.0\.113\.7$/)).toBeVisible();
  expect(within(row).getByRole('button', { name: 'Roll CI pipeline (nv_test_sk_…9xQz)' })).toBeVisible();
});

it('says the keys are loading until they arrive', async () => {
  serveKeys(LIST);
  openPage();
  expect(screen.getByText('Loading your API keys…')).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByRole('table', { name: 'Your API keys' })).toBeVisible();
  expect(screen.queryByText('Loading your API keys…')).not.toBeInTheDocument();
});

it('says so when the keys cannot be loaded', async () => {
  apiServer.use(http.get('/api/api-keys', () => new HttpResponse(null, { status: 502 })));
  openPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(API_KEYS_LOAD_FAILED);
});

it('asks an account without a plan to choose one instead of offering to create a key', async () => {
  serveKeys({ keys: [], planId: null, maxActiveKeys: 10 });
  openPage(signedInSession(null));
  expect(await screen.findByText(API_KEY_MESSAGES.noPlan)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/#pricing');
  expect(screen.queryByRole('button', { name: 'Create key' })).not.toBeInTheDocument();
});

it('creates a key and shows its secret once, with a Copy button and the warning', async () => {
  serveKeys(LIST, { ...LIST, keys: [NEW_KEY, CI_KEY] });
  const created: CreatedApiKeyResponse = { key: NEW_KEY, secret: SECRET };
  apiServer.use(http.post('/api/api-keys', () => HttpResponse.json(created, { status: 201 })));
  const requests = recordRequests();
  openPage();

  await userEvent.type(await screen.findByLabelText('Name'), 'Nightly export');
  await userEvent.click(screen.getByRole('radio', { name: /Read only/ }));
  await userEvent.type(screen.getByLabelText(/Expires on/), '2027-01-31');
  await userEvent.click(screen.getByRole('button', { name: 'Create key' }));

  const panel = await screen.findByRole('region', { name: 'API key created: Nightly export' });
  expect(within(panel).getByRole('heading', { name: 'API key created: Nightly export' })).toHaveFocus();
  expect(within(panel).getByText(SECRET)).toBeVisible();
  expect(within(panel).getByText(API_KEY_MESSAGES.shownOnce)).toBeVisible();
  expect(within(panel).getByRole('button', { name: 'Copy your new API key' })).toBeVisible();
  const posted = requests.find((request) => request.method === 'POST')!;
  expect(await posted.json()).toEqual({ keyName: 'Nightly export', scope: 'read_only', expiresAt: '2027-01-31' });
  expect(await screen.findByRole('row', { name: /Nightly export/ })).toBeVisible();

  await userEvent.click(within(panel).getByRole('button', { name: 'I have copied it' }));
  expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
});

it("shows the server's reason beside the field it refused", async () => {
  serveKeys(LIST);
  apiServer.use(
    http.post('/api/api-keys', () =>
      HttpResponse.json(
        { statusCode: 400, error: API_KEY_MESSAGES.expiryInPast, fields: { expiresAt: API_KEY_MESSAGES.expiryInPast } },
        { status: 400 },
      ),
    ),
  );
  openPage();
  await userEvent.type(await screen.findByLabelText('Name'), 'Old');
  await userEvent.type(screen.getByLabelText(/Expires on/), '2020-01-01');
  await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(API_KEY_MESSAGES.expiryInPast);
  expect(screen.getByLabelText(/Expires on/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/Expires on/)).toHaveAccessibleDescription(
    expect.stringContaining(API_KEY_MESSAGES.expiryInPast),
  );
});

it('rolls a key with the overlap chosen and shows the new secret once', async () => {
  serveKeys(LIST);
  const rolled: CreatedApiKeyResponse = {
    key: { ...CI_KEY, id: NEW_KEY.id, prefix: 'nv_test_sk_…a1b2' },
    secret: SECRET,
  };
  apiServer.use(http.post(`/api/api-keys/${CI_KEY.id}/roll`, () => HttpResponse.json(rolled, { status: 201 })));
  const requests = recordRequests();
  openPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Roll CI pipeline (nv_test_sk_…9xQz)' }));
  const dialog = screen.getByRole('region', { name: 'Roll CI pipeline (nv_test_sk_…9xQz)' });
  expect(within(dialog).getByRole('radio', { name: 'Keep the old key for 24 hours' })).toBeChecked();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Keep the old key for 1 hour' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Roll key' }));

  const panel = await screen.findByRole('region', { name: 'API key rolled: CI pipeline' });
  expect(within(panel).getByText(SECRET)).toBeVisible();
  const posted = requests.find((request) => request.method === 'POST')!;
  expect(await posted.json()).toEqual({ overlap: '1h' });
});

it('revokes a key only once confirmed', async () => {
  serveKeys(LIST, { ...LIST, keys: [{ ...CI_KEY, status: 'revoked', endsAt: '2026-11-27T10:00:00Z' }] });
  let revoked = 0;
  apiServer.use(
    http.post(`/api/api-keys/${CI_KEY.id}/revoke`, () => {
      revoked += 1;
      return HttpResponse.json({ key: { ...CI_KEY, status: 'revoked' } });
    }),
  );
  openPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Revoke CI pipeline (nv_test_sk_…9xQz)' }));
  expect(screen.getByRole('heading', { name: 'Revoke CI pipeline (nv_test_sk_…9xQz)?' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(revoked).toBe(0);

  await userEvent.click(screen.getByRole('button', { name: 'Revoke CI pipeline (nv_test_sk_…9xQz)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Revoke key' }));
  const row = await screen.findByRole('row', { name: /Revoked/ });
  expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  expect(revoked).toBe(1);
});

describe('the Request log tab', () => {
  const FAILED: RequestLogSummary = {
    requestId: '7c1e2b9a-51f0-4d7e-9a0b-3f8f2c1d0e11',
    method: 'POST',
    path: '/v1/banking/accounts',
    status: 400,
    durationMs: 12,
    idempotencyKey: 'order-1234',
    credential: 'nv_test_sk_…9xQz',
    createdAt: '2026-11-26T18:30:00Z',
  };
  const LISTED: RequestLogSummary = {
    ...FAILED,
    requestId: '0b5d9f3e-2a41-4c8b-8e77-6d1c5a9b2f22',
    method: 'GET',
    status: 200,
    idempotencyKey: null,
  };
  const DETAIL: RequestLogEntry = {
    ...FAILED,
    requestBody: '{"account_type":"gold","password":"[REDACTED]"}',
    responseBody: '{"error":{"code":"invalid_request"}}',
  };

  function serveLog(page: RequestLogPage) {
    serveKeys(LIST);
    apiServer.use(
      http.get('/api/request-logs', () => HttpResponse.json(page)),
      http.get('/api/request-logs/:requestId', ({ params }) =>
        params.requestId === FAILED.requestId
          ? HttpResponse.json(DETAIL)
          : HttpResponse.json(
              { success: false, statusCode: 404, error: REQUEST_LOG_MESSAGES.notFound },
              { status: 404 },
            ),
      ),
    );
  }

  async function openTab() {
    openPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Request log' }));
    expect(screen.getByRole('tab', { name: 'Request log' })).toHaveAttribute('aria-selected', 'true');
  }

  it('lists the calls newest first, and a request ID opens the call with its redacted bodies', async () => {
    serveLog({ entries: [FAILED, LISTED], nextCursor: null });
    await openTab();
    const table = await screen.findByRole('table', { name: 'Your requests, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['POST', 'GET']);
    await userEvent.click(within(rows[0]!).getByRole('button', { name: `Open request ${FAILED.requestId}` }));
    const detail = await screen.findByRole('region', { name: `Request ${FAILED.requestId}` });
    expect(await within(detail).findByText(DETAIL.requestBody!)).toBeVisible();
    expect(within(detail).getByText(DETAIL.responseBody!)).toBeVisible();
    expect(within(detail).getByText('order-1234')).toBeVisible();
  });

  it('finds a request_id from an error answer, and says when it is not in the log', async () => {
    serveLog({ entries: [], nextCursor: null });
    await openTab();
    expect(await screen.findByText(REQUEST_LOG_MESSAGES.empty)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Request ID'), FAILED.requestId);
    await userEvent.click(screen.getByRole('button', { name: 'Find request' }));
    expect(await screen.findByText(DETAIL.requestBody!)).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Request ID'));
    await userEvent.type(screen.getByLabelText('Request ID'), 'not-a-request');
    await userEvent.click(screen.getByRole('button', { name: 'Find request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUEST_LOG_MESSAGES.notFound);
  });

  it('asks the API for the chosen filters and the next page', async () => {
    serveLog({ entries: [LISTED], nextCursor: 'cursor-1' });
    const requests = recordRequests();
    await openTab();
    await screen.findByRole('table', { name: 'Your requests, newest first' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), '4xx');
    await userEvent.selectOptions(screen.getByLabelText('Method'), 'POST');
    await userEvent.type(screen.getByLabelText('Path starts with'), '/v1/banking');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Older requests' }));
    await screen.findByRole('button', { name: 'Newer requests' });
    const asked = requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname === '/api/request-logs')
      .map((url) => Object.fromEntries(url.searchParams));
    expect(asked).toContainEqual({ status: '4xx', method: 'POST', path: '/v1/banking', from: '2026-11-01' });
    expect(asked).toContainEqual({
      status: '4xx',
      method: 'POST',
      path: '/v1/banking',
      from: '2026-11-01',
      before: 'cursor-1',
    });
  });

  it('says the requests are loading until they arrive', async () => {
    serveKeys(LIST);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    apiServer.use(
      http.get('/api/request-logs', async () => {
        await answered;
        return HttpResponse.json({ entries: [], nextCursor: null });
      }),
    );
    await openTab();
    expect(await screen.findByText('Loading your requests…')).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByText(REQUEST_LOG_MESSAGES.empty)).toBeVisible();
    expect(screen.queryByText('Loading your requests…')).not.toBeInTheDocument();
  });

  it('says so when the log cannot be loaded', async () => {
    serveKeys(LIST);
    apiServer.use(http.get('/api/request-logs', () => new HttpResponse(null, { status: 502 })));
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUEST_LOG_LOAD_FAILED);
  });

  it('moves between the tabs with the arrow keys', async () => {
    serveLog({ entries: [], nextCursor: null });
    openPage();
    screen.getByRole('tab', { name: 'API keys' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Request log' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Request log' })).toHaveAttribute('aria-selected', 'true');
    apiServer.use(http.get('/api/webhooks', () => HttpResponse.json({ endpoints: [], availableEvents: [] })));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Webhooks' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true');
  });
});
