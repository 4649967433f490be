import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { http, HttpResponse } from 'msw';
import { MICRO_FRONTENDS } from '@northvault/contracts/micro-frontends';
import { LOAD_TOKEN_ELEMENT_ID } from '@northvault/contracts/telemetry';
import { apiServer } from '@northvault/ui/testing/api-server';
import type * as Mismatch from './hydration-mismatch';
import type * as Telemetry from './load-telemetry';
import type * as Registry from '../../utils/remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const sendBeacon = jest.fn((_url: string, _body: string) => true);

beforeEach(() => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = LOAD_TOKEN_ELEMENT_ID;
  block.textContent = JSON.stringify('v1.claims.signature');
  document.head.append(block);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  document.getElementById(LOAD_TOKEN_ELEMENT_ID)?.remove();
  jest.restoreAllMocks();
});

it('reports a prerendered page that React could not adopt as the release’s hydration-mismatch', async () => {
  jest.resetModules();
  apiServer.use(
    http.get('/mfe-registry.json', () =>
      HttpResponse.json({
        remotes: [
          {
            name: 'mfe_support',
            entry: 'http://localhost/releases/mfe-support/1.0.0-bbbbbbbbbb/remoteEntry.js',
            version: '1.0.0-bbbbbbbbbb',
          },
        ],
      }),
    ),
  );
  await jest.requireActual<typeof Registry>('../../utils/remote-registry').ensureRemotesRegistered();
  const telemetry = jest.requireActual<typeof Telemetry>('./load-telemetry');
  const { reportHydrationMismatch } = jest.requireActual<typeof Mismatch>('./hydration-mismatch');
  // The release's page loaded…
  telemetry.recordLoad(Object.values(MICRO_FRONTENDS), { id: 'mfe_support/BlogPage', outcome: 'ok', durationMs: 90 });

  // …but the server sent another release's HTML than the one that hydrates it.
  const container = document.createElement('div');
  container.innerHTML = '<h1>Northvault Blog</h1>';
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <h1>Northvault Blog, release 2</h1>, {
      onRecoverableError: (error) => reportHydrationMismatch('/blog', error),
    });
  });
  expect(container.innerHTML).toBe('<h1>Northvault Blog, release 2</h1>');

  telemetry.flushLoadReports();
  const batches = sendBeacon.mock.calls.map(([, body]) => JSON.parse(body) as { loads: unknown[] });
  expect(batches.flatMap((batch) => batch.loads)).toEqual([
    {
      remote: 'mfe-support',
      version: '1.0.0-bbbbbbbbbb',
      outcome: 'hydration-mismatch',
      durationMs: 90,
      route: '/blog',
    },
  ]);
});
