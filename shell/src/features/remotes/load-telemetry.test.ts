import { http, HttpResponse } from 'msw';
import { MICRO_FRONTENDS } from '@northvault/contracts/micro-frontends';
import { LOAD_TOKEN_ELEMENT_ID } from '@northvault/contracts/telemetry';
import { apiServer } from '@northvault/ui/testing/api-server';
import type * as Telemetry from './load-telemetry';
import type * as Registry from '../../utils/remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const REMOTES = Object.values(MICRO_FRONTENDS);
const support = MICRO_FRONTENDS.support;
const sendBeacon = jest.fn((_url: string, _body: string) => true);

/** The module keeps its batch for the page's lifetime: each test gets a fresh one, with the registry read. */
async function freshTelemetry() {
  jest.resetModules();
  apiServer.use(
    http.get('/mfe-registry.json', () =>
      HttpResponse.json({
        remotes: [
          {
            name: 'mfe_support',
            entry: 'http://localhost/releases/mfe-support/1.0.0-aaaaaaaaaa/remoteEntry.js',
            version: '1.0.0-aaaaaaaaaa',
          },
          { name: 'mfe_docs', entry: 'http://localhost:8082/remoteEntry.js' },
        ],
      }),
    ),
  );
  await jest.requireActual<typeof Registry>('../../utils/remote-registry').ensureRemotesRegistered();
  return jest.requireActual<typeof Telemetry>('./load-telemetry');
}

const sent = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, ...JSON.parse(body) }));

const TOKEN = 'v1.claims.signature';

/** The data block the site server writes into the page's HTML. */
function pageWithToken(token: string | null): void {
  document.getElementById(LOAD_TOKEN_ELEMENT_ID)?.remove();
  if (token === null) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = LOAD_TOKEN_ELEMENT_ID;
  block.textContent = JSON.stringify(token);
  document.head.append(block);
}

beforeEach(() => {
  pageWithToken(TOKEN);
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});
afterEach(() => jest.useRealTimers());

it('sends the loads of a page in one beacon, with release and route pattern (never the visited path), once the batch has waited', async () => {
  const { recordLoad, FLUSH_DELAY_MS } = await freshTelemetry();
  recordLoad(REMOTES, { id: 'mfe_support/BlogPostPage', outcome: 'ok', durationMs: 120 });
  recordLoad(REMOTES, { id: 'mfe_docs/DocumentationPage', outcome: 'RUNTIME-008', durationMs: 900 });
  jest.advanceTimersByTime(FLUSH_DELAY_MS - 1);
  expect(sendBeacon).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(sent()).toEqual([
    {
      url: '/api/telemetry/remote-loads',
      token: TOKEN,
      loads: [
        { remote: 'mfe-support', version: '1.0.0-aaaaaaaaaa', outcome: 'ok', durationMs: 120, route: '/blog/:id' },
        { remote: 'mfe-docs', version: 'unreleased', outcome: 'RUNTIME-008', durationMs: 900, route: '/documentation' },
      ],
    },
  ]);
});

it('turns a load into a render error when its page throws, and sends at once when the page is left', async () => {
  const { recordLoad, recordRenderError } = await freshTelemetry();
  recordLoad(REMOTES, { id: 'mfe_support/SupportPage', outcome: 'ok', durationMs: 80 });
  recordRenderError(support, 'SupportPage');
  window.dispatchEvent(new Event('pagehide'));
  expect(sent()).toEqual([
    {
      url: '/api/telemetry/remote-loads',
      token: TOKEN,
      loads: [
        {
          remote: 'mfe-support',
          version: '1.0.0-aaaaaaaaaa',
          outcome: 'render-error',
          durationMs: 80,
          route: '/support',
        },
      ],
    },
  ]);
  // Already sent: a second render error of that load is a load of its own.
  recordRenderError(support, 'SupportPage');
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  expect(sent()[1]?.loads).toEqual([expect.objectContaining({ outcome: 'render-error', route: '/support' })]);
});

it('reports nothing for a load of an unknown remote', async () => {
  const { recordLoad, flushLoadReports } = await freshTelemetry();
  recordLoad(REMOTES, { id: 'mfe_elsewhere/Page', outcome: 'ok', durationMs: 1 });
  flushLoadReports();
  expect(sendBeacon).not.toHaveBeenCalled();
});

it('reports nothing from a page whose HTML has no load token (the backend would count nothing)', async () => {
  const { recordLoad, flushLoadReports } = await freshTelemetry();
  pageWithToken(null);
  recordLoad(REMOTES, { id: 'mfe_support/SupportPage', outcome: 'ok', durationMs: 80 });
  flushLoadReports();
  expect(sendBeacon).not.toHaveBeenCalled();
});
