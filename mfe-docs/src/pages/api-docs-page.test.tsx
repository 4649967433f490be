import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ApiKeyListResponse } from '@northvault/contracts/api-keys';
import { API_PATHS, ROUTES } from '@northvault/contracts/routes';
import type { Session } from '@northvault/session';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { apiServer } from '@northvault/ui/testing/api-server';
import { SANDBOX_BASE_URL_UNKNOWN } from '../components/sandbox-base-url';
import { forgetSandboxBaseUrl } from '../hooks/use-sandbox-base-url';
import { renderPage } from '../testing/render-page';
import ApiDocsPage from './api-docs-page';

const SECTIONS = ['Overview', 'Authentication', 'Banking API', 'Xero Accounting Sync', 'Webhooks', 'White-Label API'];

const SANDBOX_URL = 'http://localhost:3001/v1';

// The build fills this module with the samples generated from the OpenAPI document; here, those of one endpoint.
jest.mock('../content/request-samples.generated', () => ({
  REQUEST_SAMPLES: {
    'all get-banking-accounts curl': "curl --request GET \\\n  --url 'NV_PLACEHOLDER_BASE_URL/banking/accounts'",
    'all get-banking-accounts node': "const url = 'NV_PLACEHOLDER_BASE_URL/banking/accounts';",
    'all get-banking-accounts python': 'url = "NV_PLACEHOLDER_BASE_URL/banking/accounts"',
  },
}));

const scrollIntoView = jest.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  forgetSandboxBaseUrl();
  apiServer.use(http.get(API_PATHS.sandboxInfo, () => HttpResponse.json({ baseUrl: SANDBOX_URL })));
  apiServer.use(http.get(API_PATHS.apiKeys, () => HttpResponse.json(OWN_KEYS)));
});

/** The reader's keys as the site's API lists them: prefixes, never a secret. */
const OWN_KEYS: ApiKeyListResponse = {
  keys: [
    {
      id: '0f3a3c36-3f59-4bb4-a1f5-6f1b1f4ad003',
      name: 'CI',
      prefix: 'nv_test_sk_…a1b2',
      scope: 'read_write',
      status: 'active',
      createdAt: '2026-11-20T09:00:00Z',
      expiresAt: null,
      endsAt: null,
      lastUsedAt: null,
      lastUsedAddress: null,
    },
  ],
  planId: 'enterprise',
  maxActiveKeys: 10,
};

function openAt(url: string, session: Session) {
  return renderPage(<ApiDocsPage />, { session, url, path: ROUTES.apiDocs });
}

const expanded = () =>
  SECTIONS.filter((name) => screen.getByRole('button', { name }).getAttribute('aria-expanded') === 'true');

describe('signed out', () => {
  it('shows nothing and does not redirect while the session is pending', () => {
    const session = fakeSession({ isPending: true });
    const { container } = openAt('/api-docs', session);
    expect(container.textContent).toBe('');
    expect(session.redirectToLogin).not.toHaveBeenCalled();
  });

  it('sends the reader to sign in once the session has settled', async () => {
    const session = fakeSession();
    openAt('/api-docs', session);
    expect(session.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('API Documentation');
    expect(screen.getByText('Redirecting...')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Overview' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue to sign in' }));
    expect(session.redirectToLogin).toHaveBeenCalledTimes(2);
  });
});

describe('signed in', () => {
  it('offers the API to take away: the OpenAPI document and the Postman collection as named downloads, and the changelog', () => {
    openAt(ROUTES.apiDocs, signedInSession('business'));
    const links = within(screen.getByRole('list', { name: 'Take the API with you' }));
    const openApi = links.getByRole('link', { name: 'Download OpenAPI' });
    expect(openApi).toHaveAttribute('href', '/api-docs/northvault.openapi.json');
    expect(openApi).toHaveAttribute('download', 'northvault.openapi.json');
    const postman = links.getByRole('link', { name: 'Postman collection' });
    expect(postman).toHaveAttribute('href', '/api-docs/northvault.postman_collection.json');
    expect(postman).toHaveAttribute('download', 'northvault.postman_collection.json');
    expect(links.getByRole('link', { name: 'Changelog' })).toHaveAttribute('href', '/api-docs/changelog');
  });

  it('shows the six reference sections with the overview open', () => {
    openAt('/api-docs', signedInSession('business'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('API Documentation');
    expect(expanded()).toEqual(['Overview']);
  });

  it("fills the reader's own key prefix and plan into the authentication headers, never a secret", async () => {
    openAt('/api-docs#authentication', signedInSession('enterprise'));
    const section = document.getElementById('authentication')!;
    await within(section).findByText(/Authorization: Bearer nv_test_sk_…a1b2/, {}, { timeout: 5000 });
    expect(section.textContent).toContain('X-Plan-Type: enterprise');
    expect(section.textContent).toContain('put the secret you copied when you created it in its place');
    expect(section.textContent).toContain('POST /auth/login');
  });

  it('shows a placeholder key to a reader without keys', async () => {
    apiServer.use(http.get(API_PATHS.apiKeys, () => HttpResponse.json({ ...OWN_KEYS, keys: [] })));
    openAt('/api-docs#authentication', signedInSession('enterprise'));
    const section = document.getElementById('authentication')!;
    await within(section).findByText(/X-Plan-Type: enterprise/, {}, { timeout: 5000 });
    expect(section.textContent).toContain('Authorization: Bearer nv_test_sk_...');
  });

  it("names the sandbox this deployment runs, as the site's API says", async () => {
    openAt('/api-docs', signedInSession('business'));
    // Each look through this long page takes jsdom about half a second: give the answer a few looks.
    expect(await screen.findByText(SANDBOX_URL, {}, { timeout: 5000 })).toBeVisible();
  });

  it('sends the reader to Account Setup for the sandbox URL when the site cannot say it', async () => {
    apiServer.use(http.get(API_PATHS.sandboxInfo, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    openAt('/api-docs', signedInSession('business'));
    expect(await screen.findByText(SANDBOX_BASE_URL_UNKNOWN)).toBeVisible();
  });

  it.each([
    ['#banking', 'Banking API', 'banking'],
    ['#xero-integration', 'Xero Accounting Sync', 'xero-integration'],
  ])('opens and scrolls to the section of %s', (hash, title, id) => {
    openAt(`/api-docs${hash}`, signedInSession('starter'));
    expect(expanded()).toEqual([title]);
    expect(scrollIntoView.mock.contexts).toContain(document.getElementById(id));
  });

  it('documents every endpoint of the example API with its method, path and examples', () => {
    openAt('/api-docs', signedInSession('business'));
    const operations = screen
      .getAllByRole('article', { hidden: true })
      .map((article) => article.querySelector('p')!.textContent);
    expect(operations).toEqual([
      'POST/auth/login',
      'GET/auth/user',
      'GET/request-logs',
      'GET/request-logs/{request_id}',
      'GET/banking/accounts',
      'POST/banking/accounts',
      'GET/banking/transactions',
      'POST/banking/transactions',
      'GET/xero/organizations',
      'GET/xero/invoices',
      'POST/xero/sync',
      'POST/webhooks',
      'GET/webhooks',
      'GET/webhooks/{id}',
      'DELETE/webhooks/{id}',
      'GET/white-label/config',
      'POST/white-label/deploy',
    ]);
    for (const article of screen.getAllByRole('article', { hidden: true })) {
      // The sections are collapsed: the examples are there for the reader who opens one.
      expect(article).toHaveTextContent('Request example');
      expect(article).toHaveTextContent('Response example');
    }
  });

  it('switches every sample between curl, Node.js and Python, at the production address', async () => {
    const user = userEvent.setup();
    openAt('/api-docs#banking', signedInSession('business'));
    const banking = document.getElementById('banking')!;
    const firstSwitch = within(banking).getByRole('group', { name: 'Sample language for List accounts' });
    expect(banking.textContent).toContain("--url 'https://api.northvault.io/v1/banking/accounts'");

    await user.click(within(firstSwitch).getByRole('button', { name: 'Node.js' }));
    expect(within(firstSwitch).getByRole('button', { name: 'Node.js' })).toHaveAttribute('aria-pressed', 'true');
    expect(banking.textContent).not.toContain('curl --request');
    expect(banking.textContent).toContain("const url = 'https://api.northvault.io/v1/banking/accounts';");
    expect(within(banking).getByRole('button', { name: 'Copy Node.js sample for List accounts' })).toBeVisible();

    await user.click(within(firstSwitch).getByRole('button', { name: 'Python' }));
    expect(banking.textContent).toContain('url = "https://api.northvault.io/v1/banking/accounts"');
  });
});
