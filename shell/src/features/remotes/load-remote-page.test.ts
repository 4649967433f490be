import { MICRO_FRONTENDS } from '@northvault/contracts/micro-frontends';
import { jsonResponse, mockFetch } from '../../testing/fake-fetch';
import type * as Loader from './load-remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** The loader keeps state for the page's lifetime (registry, loaded pages): each test gets a fresh one. */
function freshLoader() {
  jest.resetModules();
  const runtime = jest.requireMock<{ loadRemote: jest.Mock; registerRemotes: jest.Mock }>(
    '@module-federation/enhanced/runtime',
  );
  const loader = jest.requireActual<typeof Loader>('./load-remote-page');
  return { ...runtime, ...loader };
}

const docs = MICRO_FRONTENDS.docs;
const fast = { attempts: 3, deadlineMs: 2000, retryDelayMs: 1 };
const Page = () => null;
const manifestError = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockFetch().mockResolvedValue(
    jsonResponse({ body: { remotes: [{ name: 'mfe_docs', entry: 'http://localhost:8082/mf-manifest.json' }] } }),
  );
});

it('registers the remotes from the registry and loads the page component', async () => {
  const { loadRemote, registerRemotes, loadRemotePage } = freshLoader();
  loadRemote.mockResolvedValue({ default: Page });
  await expect(loadRemotePage(docs, 'DocumentationPage', fast)).resolves.toBe(Page);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_docs', entry: 'http://localhost:8082/mf-manifest.json' }]);
  expect(loadRemote).toHaveBeenCalledWith('mfe_docs/DocumentationPage');
});

it('shares one load between a preload and the route', async () => {
  const { loadRemote, loadRemotePage } = freshLoader();
  loadRemote.mockResolvedValue({ default: Page });
  const [a, b] = await Promise.all([
    loadRemotePage(docs, 'ApiDocsPage', fast),
    loadRemotePage(docs, 'ApiDocsPage', fast),
  ]);
  expect(a).toBe(b);
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

it('retries a failed load and succeeds when the remote answers', async () => {
  const { loadRemote, loadRemotePage } = freshLoader();
  loadRemote.mockRejectedValueOnce(manifestError).mockResolvedValueOnce({ default: Page });
  await expect(loadRemotePage(docs, 'DocumentationPage', fast)).resolves.toBe(Page);
  expect(loadRemote).toHaveBeenCalledTimes(2);
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('attempt 1/3 failed (RUNTIME-003)'));
});

it('gives up after the last attempt with an error naming the remote, and forgets the failure', async () => {
  const { loadRemote, loadRemotePage, RemoteUnavailableError } = freshLoader();
  loadRemote.mockRejectedValue(manifestError);
  const failure = loadRemotePage(docs, 'ApiDocsPage', fast);
  await expect(failure).rejects.toBeInstanceOf(RemoteUnavailableError);
  await expect(failure).rejects.toThrow('mfe_docs/ApiDocsPage is unavailable: RUNTIME-003');
  expect(loadRemote).toHaveBeenCalledTimes(3);

  loadRemote.mockResolvedValue({ default: Page });
  await expect(loadRemotePage(docs, 'ApiDocsPage', fast)).resolves.toBe(Page);
});

it('gives up at the deadline when the remote never answers', async () => {
  const { loadRemote, loadRemotePage, RemoteUnavailableError } = freshLoader();
  loadRemote.mockReturnValue(new Promise(() => undefined));
  const started = Date.now();
  await expect(loadRemotePage(docs, 'ApiDocsPage', { ...fast, deadlineMs: 50 })).rejects.toBeInstanceOf(
    RemoteUnavailableError,
  );
  expect(Date.now() - started).toBeLessThan(1000);
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

it('treats a module without a default export as a failure', async () => {
  const { loadRemote, loadRemotePage } = freshLoader();
  loadRemote.mockResolvedValue({});
  await expect(loadRemotePage(docs, 'ApiDocsPage', fast)).rejects.toThrow('has no default export');
});

it('fetches the registry again after it failed', async () => {
  const fetchMock = mockFetch()
    .mockResolvedValueOnce(jsonResponse({ status: 502 }))
    .mockResolvedValue(jsonResponse({ body: { remotes: [] } }));
  const { loadRemote, loadRemotePage } = freshLoader();
  loadRemote.mockResolvedValue({ default: Page });
  await expect(loadRemotePage(docs, 'ApiDocsPage', fast)).resolves.toBe(Page);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('The remote registry answered HTTP 502'));
});

it('reads Module Federation error codes', () => {
  const { federationErrorCode } = freshLoader();
  expect(federationErrorCode(manifestError)).toBe('RUNTIME-003');
  expect(federationErrorCode(new Error('boom'))).toBeUndefined();
});
