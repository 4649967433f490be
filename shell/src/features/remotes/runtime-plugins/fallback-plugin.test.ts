import { FALLBACK_PLUGIN_NAME, fallbackPlugin } from './fallback-plugin';

type Hook = (args: Record<string, unknown>) => unknown;

const fallback = jest.fn(({ id }: { id: string }) => ({ default: `fallback of ${id}` }));
const errorLoadRemote = (fallbackPlugin({ fallback }) as unknown as Record<'errorLoadRemote', Hook>).errorLoadRemote;

it('has a stable name', () => {
  expect(fallbackPlugin({ fallback }).name).toBe('northvault-fallback');
  expect(FALLBACK_PLUGIN_NAME).toBe('northvault-fallback');
});

it('resolves a module that failed to load to the fallback module', () => {
  const error = new Error('#RUNTIME-008');
  expect(errorLoadRemote({ id: 'mfe_docs/ApiDocsPage', error, lifecycle: 'onLoad' })).toEqual({
    default: 'fallback of mfe_docs/ApiDocsPage',
  });
  expect(fallback).toHaveBeenCalledWith({ id: 'mfe_docs/ApiDocsPage', error });
});

it('gives no module where the runtime expects something else', () => {
  for (const lifecycle of ['beforeRequest', 'afterResolve', 'beforeLoadShare']) {
    expect(errorLoadRemote({ id: 'mfe_docs/ApiDocsPage', error: new Error('x'), lifecycle })).toBeUndefined();
  }
  expect(fallback).not.toHaveBeenCalled();
});
