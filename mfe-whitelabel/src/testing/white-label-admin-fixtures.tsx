import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { WhiteLabelAuditEntry, WhiteLabelConfigResponse, WhiteLabelVersion } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { BRAND_FIELDS, type WhiteLabelBrand, type WhiteLabelConfig } from '@northvault/contracts/white-label';
import type { DomainStatus } from '@northvault/contracts/white-label-domains';
import { signedInSession } from '@northvault/session/testing';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import { WhiteLabelAdmin } from '../pages/white-label-admin';
import { renderWithSession } from './render-with-session';

/** How the server answers one request. */
export type Answer = (request: Request) => Response | Promise<Response>;

/** A JSON answer, or (without a body) a proxy's HTML error page. */
export function reply(status: number, body?: unknown): Response {
  return body === undefined
    ? HttpResponse.html('<html><body>Bad Gateway</body></html>', { status })
    : HttpResponse.json(body, { status });
}

/**
 * The server answers each `METHOD /path` in `routes`, and only those: any other request fails the
 * test. Returns every request sent from now on.
 */
export function answerRoutes(routes: Record<string, Answer>): Request[] {
  for (const [route, answer] of Object.entries(routes)) {
    const [method, path] = route.split(' ') as [string, string];
    apiServer.use(http[method.toLowerCase() as 'get' | 'post'](path, ({ request }) => answer(request)));
  }
  return recordRequests();
}

/** The JSON bodies sent to one `METHOD /path`, in order (`undefined` for a request without one). */
export async function bodiesSentTo(requests: Request[], method: string, path: string): Promise<unknown[]> {
  const matching = requests.filter((request) => request.method === method && new URL(request.url).pathname === path);
  return Promise.all(
    matching.map(async (request) => {
      const text = await request.clone().text();
      return text ? (JSON.parse(text) as unknown) : undefined;
    }),
  );
}

/** The white-label endpoints, as `answerRoutes` names them. */
export const GET_CONFIG = `GET ${API_PATHS.whiteLabelConfig}`;
export const SAVE_CONFIG = `POST ${API_PATHS.whiteLabelConfig}`;
export const DEPLOY = `POST ${API_PATHS.whiteLabelDeploy}`;
export const VERSIONS = `GET ${API_PATHS.whiteLabelVersions}`;
export const AUDIT = `GET ${API_PATHS.whiteLabelAudit}`;
export const DEACTIVATE = `POST ${API_PATHS.whiteLabelDeactivate}`;
export const VERIFY = `POST ${API_PATHS.whiteLabelVerifyDomain}`;
export const rollbackRoute = (versionId: string) => `POST ${API_PATHS.whiteLabelVersions}/${versionId}/rollback`;

/** A saved configuration with every deploy step but the last done. */
export const savedConfig: WhiteLabelConfig = {
  id: 'cfg-42',
  organizationId: 'org-7',
  companyName: 'Aurora Bank',
  domain: 'aurora.localhost',
  logoUrl: 'https://cdn.aurora.example/logo.svg',
  faviconUrl: 'https://cdn.aurora.example/favicon.ico',
  primaryColor: '#0369a1',
  secondaryColor: '#0ea5e9',
  accentColor: '#22d3ee',
  backgroundGradient: 'linear-gradient(135deg, #064e3b 0%, #065f46 50%, #022c22 100%)',
  fontFamily: 'Lato',
  emailFromName: 'Aurora Support',
  contactEmail: 'help@aurora.example',
  contactPhone: '+44 20 7946 0000',
  isActive: false,
};

export function brandOf(config: WhiteLabelConfig): WhiteLabelBrand {
  return Object.fromEntries(BRAND_FIELDS.map((name) => [name, config[name]])) as unknown as WhiteLabelBrand;
}

/** How the server holds a `*.localhost` domain in development: set up at once. */
export function developmentDomain(domain: string): DomainStatus {
  return {
    domain,
    verified: true,
    method: 'development',
    recordName: `_northvault-verify.${domain}`,
    recordValue: 'northvault-verify=0123456789abcdef0123456789abcdef',
  };
}

export function version(
  number: number,
  brand: WhiteLabelBrand,
  extra: Partial<WhiteLabelVersion> = {},
): WhiteLabelVersion {
  return {
    id: `WLV-${number}`,
    number,
    brand,
    publishedAt: `2025-06-0${number}T10:00:00Z`,
    publishedBy: { email: 'ada@example.com', name: 'Ada Okafor' },
    live: false,
    changes: [],
    ...extra,
  };
}

/** GET /api/white-label/config's answer for a saved draft; nothing live unless given. */
export function stateOf(config: WhiteLabelConfig | null, rest: Partial<WhiteLabelConfigResponse> = {}): Response {
  return reply(200, {
    config,
    live: null,
    upToDate: false,
    domain: config?.domain ? developmentDomain(config.domain) : null,
    ...rest,
  });
}

export const noConfig = () => stateOf(null);

/**
 * A server that keeps what is saved and published, as the real one does, so a page that saves,
 * deploys and reloads sees its own changes. `server.live` and `server.saved` can be read or set.
 */
export function draftServer(initial: WhiteLabelConfig | null = null) {
  const server = { saved: initial, live: null as WhiteLabelVersion | null, versions: [] as WhiteLabelVersion[] };
  const upToDate = () =>
    server.live !== null &&
    server.saved !== null &&
    JSON.stringify(server.live.brand) === JSON.stringify(brandOf(server.saved));
  const routes: Record<string, Answer> = {
    [GET_CONFIG]: () =>
      stateOf(server.saved && { ...server.saved, isActive: server.live !== null }, {
        live: server.live,
        upToDate: upToDate(),
      }),
    [SAVE_CONFIG]: async (request) => {
      const body = (await request.json()) as WhiteLabelBrand;
      server.saved = {
        ...body,
        id: 'cfg-1',
        organizationId: 'org-1',
        isActive: false,
        ...(server.saved && { id: server.saved.id, organizationId: server.saved.organizationId }),
      };
      return reply(200, { id: server.saved.id });
    },
    [DEPLOY]: () => {
      if (!upToDate()) {
        server.versions = server.versions.map((published) => ({ ...published, live: false }));
        server.live = version(server.versions.length + 1, brandOf(server.saved!), { live: true });
        server.versions.unshift(server.live);
      }
      return reply(200, { success: true, version: server.live });
    },
    [VERSIONS]: () => reply(200, { versions: server.versions }),
    [AUDIT]: noHistory,
  };
  return { server, routes };
}
export const noVersions = () => reply(200, { versions: [] });
export const noHistory = () => reply(200, { entries: [] as WhiteLabelAuditEntry[] });

/** The admin as a signed-in user sees it, with the server answering through `routes`; returns the requests sent. */
export function renderAdmin(routes: Record<string, Answer>, canManageWhiteLabel = true) {
  const requests = answerRoutes(routes);
  const view = renderWithSession(
    <WhiteLabelAdmin canManageWhiteLabel={canManageWhiteLabel} />,
    signedInSession(canManageWhiteLabel ? 'enterprise' : null),
  );
  return { ...view, requests };
}

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const preview = () => screen.getByRole('region', { name: 'Live preview' });
export const frame = () => preview().querySelector<HTMLElement>('.frame')!;
export const tab = (name: string) => screen.getByRole('tab', { name });
/** Resolves once the saved configuration has loaded and the form shows. */
export const saveButton = () => screen.findByRole('button', { name: 'Save' });
export const deployButton = () =>
  screen.getByRole('button', { name: /^(Deploy|Deploy changes|Deploying…|Platform Active)$/ }) as HTMLButtonElement;
