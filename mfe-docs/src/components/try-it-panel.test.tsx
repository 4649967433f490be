import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PLANS } from '@northvault/contracts/plans';
import { API_PATHS } from '@northvault/contracts/routes';
import type { Session } from '@northvault/session';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { apiServer } from '@northvault/ui/testing/api-server';
import { bankingEndpoints } from '../content/banking-endpoints';
import { whiteLabelEndpoints } from '../content/white-label-endpoints';
import type { EndpointDoc } from '../content/endpoint';
import { renderPage } from '../testing/render-page';
import { forgetSandboxToken } from '../hooks/sandbox-token';
import { TRY_IT_REQUEST_MESSAGES } from '../utils/try-it-request';
import { TRY_IT_MESSAGES, TryItPanel } from './try-it-panel';

const SANDBOX_URL = 'http://localhost:3001/v1';
const TOKEN = 'nv_at_test-token';
const endpoints = bankingEndpoints(PLANS.business);
const byId = (id: string) => endpoints.find((endpoint) => endpoint.id === id)!;

let tokensMinted = 0;
beforeEach(() => {
  tokensMinted = 0;
  forgetSandboxToken();
  apiServer.use(
    http.get(API_PATHS.sandboxInfo, () => HttpResponse.json({ baseUrl: SANDBOX_URL })),
    http.post(API_PATHS.sandboxTokens, () => {
      tokensMinted += 1;
      return HttpResponse.json(
        {
          accessToken: TOKEN,
          expiresIn: 3600,
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          planId: 'business',
        },
        { status: 201 },
      );
    }),
  );
});

function show(endpoint: EndpointDoc, session: Session) {
  return renderPage(<TryItPanel endpoint={endpoint} />, { session, url: '/api-docs', path: '/api-docs' });
}

it('tells a signed-out reader why they cannot try it', () => {
  show(byId('get-banking-accounts'), fakeSession());
  expect(screen.getByText(TRY_IT_MESSAGES.signedOut)).toBeVisible();
  expect(screen.queryByRole('button', { name: /Try/ })).not.toBeInTheDocument();
});

it('tells a reader without a plan why, with the way to choose one', () => {
  show(byId('get-banking-accounts'), signedInSession(null));
  expect(screen.getByText(TRY_IT_MESSAGES.noPlan)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/#pricing');
});

it('offers the white-label calls, which the sandbox answers, to an Enterprise reader', () => {
  for (const endpoint of whiteLabelEndpoints()) {
    show(endpoint, signedInSession('enterprise'));
    expect(screen.getByRole('button', { name: `Try ${endpoint.method} ${endpoint.path}` })).toBeVisible();
  }
});

it("sends the edited request with the session's token and plan, and shows status, request id and body", async () => {
  let seen: Request | null = null;
  apiServer.use(
    http.get(`${SANDBOX_URL}/banking/accounts`, ({ request }) => {
      seen = request;
      return HttpResponse.json({ data: [], has_more: false }, { headers: { 'X-Request-Id': 'req-123' } });
    }),
  );
  show(byId('get-banking-accounts'), signedInSession('business'));
  await userEvent.click(screen.getByRole('button', { name: 'Try GET /banking/accounts' }));
  const status = screen.getByRole('textbox', { name: 'Query status' });
  expect(status).toHaveValue('active');
  await userEvent.clear(status);
  await userEvent.type(status, 'frozen');
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

  const answer = await screen.findByRole('status', { name: 'Answer to GET /banking/accounts' });
  expect(answer).toHaveTextContent('Status 200 OK');
  expect(answer).toHaveTextContent('Request id req-123');
  expect(screen.getByLabelText('Response body of GET /banking/accounts').textContent).toBe(
    JSON.stringify({ data: [], has_more: false }, null, 2),
  );
  expect(seen!.url).toBe(`${SANDBOX_URL}/banking/accounts?status=frozen`);
  expect(seen!.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  expect(seen!.headers.get('X-Plan-Type')).toBe('business');

  // The token is reused while it lives.
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  await screen.findByRole('status', { name: 'Answer to GET /banking/accounts' });
  expect(tokensMinted).toBe(1);
});

it("shows a refusal's status and the request id from its error body", async () => {
  apiServer.use(
    http.post(`${SANDBOX_URL}/banking/transactions`, () =>
      HttpResponse.json(
        { error: { code: 'invalid_request', message: 'Enter the amount.', param: 'amount', request_id: 'req-400' } },
        { status: 400, statusText: 'Bad Request' },
      ),
    ),
  );
  show(byId('post-banking-transactions'), signedInSession('business'));
  await userEvent.click(screen.getByRole('button', { name: 'Try POST /banking/transactions' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  const answer = await screen.findByRole('status', { name: 'Answer to POST /banking/transactions' });
  expect(answer).toHaveTextContent('Status 400 Bad Request');
  expect(answer).toHaveTextContent('Request id req-400');
  expect(answer).toHaveTextContent('Enter the amount.');
});

it('refuses to send a body that is not JSON, saying so', async () => {
  show(byId('post-banking-accounts'), signedInSession('business'));
  await userEvent.click(screen.getByRole('button', { name: 'Try POST /banking/accounts' }));
  const body = screen.getByRole('textbox', { name: 'Request body (JSON)' });
  expect(JSON.parse((body as HTMLTextAreaElement).value)).toEqual(byId('post-banking-accounts').exampleBody);
  await userEvent.clear(body);
  await userEvent.type(body, 'not json');
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(TRY_IT_REQUEST_MESSAGES.invalidJson);
});

it("shows the site's reason when no token can be issued", async () => {
  apiServer.use(
    http.post(API_PATHS.sandboxTokens, () =>
      HttpResponse.json({ success: false, statusCode: 403, error: 'No plan here.' }, { status: 403 }),
    ),
  );
  show(byId('get-banking-accounts'), signedInSession('business'));
  await userEvent.click(screen.getByRole('button', { name: 'Try GET /banking/accounts' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No plan here.');
});

it('says when the sandbox does not answer', async () => {
  apiServer.use(http.get(`${SANDBOX_URL}/banking/accounts`, () => HttpResponse.error()));
  show(byId('get-banking-accounts'), signedInSession('business'));
  await userEvent.click(screen.getByRole('button', { name: 'Try GET /banking/accounts' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(TRY_IT_MESSAGES.network);
});
