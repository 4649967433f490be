/**
 * Loaded only when someone asks to try a remote again after one of its pages threw while
 * rendering. That page loaded fine, so everything along the way remembers it: the loader's page
 * cache, the federation runtime's container and module cache, and the remote's own webpack
 * runtime (its chunk registry). A new React.lazy alone would render the same broken module again.
 * Forgetting all of it makes the next load fetch the remote afresh, so a fixed deploy shows
 * without a page reload.
 */
import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import type { MicroFrontend } from '@northvault/contracts/micro-frontends';
import { loadedPages } from './load-remote-page';

export function refreshRemote(remote: MicroFrontend): void {
  const registered = getInstance()?.options.remotes.find(({ name }) => name === remote.container);
  if (!registered || !('entry' in registered)) return;

  for (const key of loadedPages.keys()) {
    if (key.startsWith(`${remote.container}/`)) loadedPages.delete(key);
  }
  // `force` drops the runtime's container, loaded modules and share-scope entries of the remote.
  registerRemotes([{ name: registered.name, entry: registered.entry }], { force: true });
  forgetLoadedChunks(remote.container);
}

/**
 * A remote's webpack runtime records each chunk it has run in a global array, `webpackChunk`
 * followed by its output.uniqueName (the container name: packages/build sets it so). A fresh copy
 * of its remoteEntry.js would adopt the chunks recorded there, the broken one included, instead of
 * fetching them.
 */
function forgetLoadedChunks(container: string): void {
  delete (globalThis as Record<string, unknown>)[`webpackChunk${container}`];
}
