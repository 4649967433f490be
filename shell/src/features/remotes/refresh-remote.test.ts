import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import { MICRO_FRONTENDS } from '@northvault/contracts/micro-frontends';
import { loadedPages } from './load-remote-page';
import { refreshRemote } from './refresh-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const support = MICRO_FRONTENDS.support;
const page = Promise.resolve(() => null);
const chunks = globalThis as unknown as Record<string, unknown>;

beforeEach(() => {
  (getInstance as jest.Mock).mockReturnValue({
    options: {
      remotes: [
        { name: 'mfe_support', entry: 'http://localhost:8083/remoteEntry.js' },
        { name: 'mfe_docs', entry: 'http://localhost:8082/remoteEntry.js' },
      ],
    },
  });
  loadedPages.clear();
  loadedPages.set('mfe_support/BlogPage', page);
  loadedPages.set('mfe_support/SupportPage', page);
  loadedPages.set('mfe_docs/DocumentationPage', page);
  chunks.webpackChunkmfe_support = [[['1'], {}]];
  chunks.webpackChunkmfe_docs = [[['2'], {}]];
});

it('forgets every page of the remote, its runtime container and its chunks, and nothing of the others', () => {
  refreshRemote(support);

  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'mfe_support', entry: 'http://localhost:8083/remoteEntry.js' }],
    { force: true },
  );
  expect([...loadedPages.keys()]).toEqual(['mfe_docs/DocumentationPage']);
  expect('webpackChunkmfe_support' in chunks).toBe(false);
  expect(chunks.webpackChunkmfe_docs).toEqual([[['2'], {}]]);
});

it('leaves alone a remote the runtime never registered', () => {
  (getInstance as jest.Mock).mockReturnValue({ options: { remotes: [] } });
  refreshRemote(support);
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(loadedPages.size).toBe(3);
});
