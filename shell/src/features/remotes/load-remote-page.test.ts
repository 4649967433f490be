import { http, HttpResponse } from 'msw';
import { MICRO_FRONTENDS } from '@northvault/contracts/micro-frontends';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import type * as Loader from './load-remote-page';
import type * as UnavailablePage from './unavailable-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

/** The loader keeps state for the page's lifetime (registry, plugins, loaded pages): each test gets a fresh one. */
function freshLoader() {
  jest.resetModules();
  const runtime = jest.requireMock<{ loadRemote: jest.Mock; registerRemotes: jest.Mock; registerPlugins: jest.Mock }>(
    '@module-federation/enhanced/runtime',
  );
  const loader = jest.requireActual<typeof Loader>('./load-remote-page');
  const { isUnavailablePage } = jest.requireActual<typeof UnavailablePage>('./unavailable-page');
  return { ...runtime, ...loader, isUnavailablePage };
}

const docs = MICRO_FRONTENDS.docs;
const fast = { attempts: 3, deadlineMs: 2000, retryDelayMs: 1 };
const Page = () => null;

function answerRegistry(status = 200) {
  apiServer.use(
    http.get('/mfe-registry.json', () =>
      HttpResponse.json({ remotes: [{ name: 'mfe_docs', entry: 'http://localhost:8082/remoteEntry.js' }] }, { status }),
    ),
  );
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  answerRegistry();
});

it('registers the loading plugins and the remotes from the registry, then loads the page component', async () => {
  const { loadRemote, registerRemotes, registerPlugins, loadRemotePage } = freshLoader();
  loadRemote.mockResolvedValue({ default: Page });
  await expect(loadRemotePage(docs, 'DocumentationPage', fast)).resolves.toBe(Page);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_docs', entry: 'http://localhost:8082/remoteEntry.js' }]);
  expect(loadRemote).toHaveBeenCalledWith('mfe_docs/DocumentationPage');
  // Telemetry watches first; fallback before retry: the runtime takes the last plugin's answer, so a retry that loads wins.
  expect(registerPlugins.mock.calls[0][0].map(({ name }: { name: string }) => name)).toEqual([
    'northvault-telemetry',
    'northvault-fallback',
    'northvault-retry',
  ]);
});

it('shares one load between a preload and the route, and registers the plugins once', async () => {
  const { loadRemote, registerPlugins, loadRemotePage } = freshLoader();
  loadRemote.mockResolvedValue({ default: Page });
  const [a, b] = await Promise.all([
    loadRemotePage(docs, 'ApiDocsPage', fast),
    loadRemotePage(docs, 'ApiDocsPage', fast),
  ]);
  expect(a).toBe(b);
  await loadRemotePage(docs, 'PlanApiDocsPage', fast);
  expect(loadRemote).toHaveBeenCalledTimes(2);
  expect(registerPlugins).toHaveBeenCalledTimes(1);
});

it('resolves a page the runtime could not load to the route’s fallback, and forgets it', async () => {
  const { loadRemote, registerPlugins, loadRemotePage, isUnavailablePage } = freshLoader();
  loadRemote.mockImplementation(async () => {
    // What the fallback plugin hands the runtime once the retries are spent.
    const [, fallback] = registerPlugins.mock.calls[0][0];
    return fallback.errorLoadRemote({
      id: 'mfe_docs/ApiDocsPage',
      error: new Error('#RUNTIME-008'),
      lifecycle: 'onLoad',
    });
  });
  expect(isUnavailablePage(await loadRemotePage(docs, 'ApiDocsPage', fast))).toBe(true);

  loadRemote.mockResolvedValue({ default: Page });
  await expect(loadRemotePage(docs, 'ApiDocsPage', fast)).resolves.toBe(Page);
});

it('gives up at the deadline when the remote never answers', async () => {
  const { loadRemote, loadRemotePage, isUnavailablePage } = freshLoader();
  loadRemote.mockReturnValue(new Promise(() => undefined));
  const started = Date.now();
  const page = await loadRemotePage(docs, 'ApiDocsPage', { ...fast, deadlineMs: 50 });
  expect(Date.now() - started).toBeLessThan(1000);
  expect(isUnavailablePage(page)).toBe(true);
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('(DeadlineExceeded): no answer within 50 ms'));
});

it('treats a module without a default export as a page that could not load', async () => {
  const { loadRemote, loadRemotePage, isUnavailablePage } = freshLoader();
  loadRemote.mockResolvedValue({});
  expect(isUnavailablePage(await loadRemotePage(docs, 'ApiDocsPage', fast))).toBe(true);
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('mfe_docs/ApiDocsPage has no default export'));
});

it('fetches the registry again after it failed', async () => {
  answerRegistry(502);
  const requests = recordRequests();
  const { loadRemote, loadRemotePage, isUnavailablePage } = freshLoader();
  loadRemote.mockResolvedValue({ default: Page });
  expect(isUnavailablePage(await loadRemotePage(docs, 'ApiDocsPage', fast))).toBe(true);
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('The remote registry answered HTTP 502'));

  answerRegistry(200);
  await expect(loadRemotePage(docs, 'ApiDocsPage', fast)).resolves.toBe(Page);
  expect(requests).toHaveLength(2);
});
