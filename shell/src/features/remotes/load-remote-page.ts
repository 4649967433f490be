/**
 * The one way the shell loads a page component from a remote. Registers the remotes from the
 * runtime registry and the loading plugins (telemetry, retry, fallback) with the Module Federation runtime,
 * shares one load between a preload and the route, and gives up at a deadline so a slow remote
 * cannot hold the route hostage. A page that could not be loaded resolves to the route's
 * fallback page: this never rejects.
 */
import type { ComponentType } from 'react';
import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { MICRO_FRONTENDS, type MicroFrontend } from '@northvault/contracts/micro-frontends';
import { describeFailure } from './federation-error-code';
import { ensureRemotesRegistered } from '../../utils/remote-registry';
import { recordLoad } from './load-telemetry';
import { fallbackPlugin } from './runtime-plugins/fallback-plugin';
import { retryPlugin, type RetryOptions } from './runtime-plugins/retry-plugin';
import { telemetryPlugin } from './runtime-plugins/telemetry-plugin';

/*
 * The fallback page is a React component, and this module runs before the share scope has given
 * the shell its React (index.ts preloads the entered page from here): React is loaded only once a
 * page has failed.
 */
const fallbackPages = () => import('./unavailable-page');

export type LoadOptions = Omit<RetryOptions, 'onFailedAttempt'>;

/** Three loads within 8 s: a remote that is down shows its fallback in about a second. */
export const DEFAULT_LOAD_OPTIONS: LoadOptions = { attempts: 3, deadlineMs: 8000, retryDelayMs: 300 };

const REMOTES = Object.values(MICRO_FRONTENDS);

function remoteOf(id: string): MicroFrontend | undefined {
  return REMOTES.find((remote) => id.startsWith(`${remote.container}/`));
}

let registeredPlugins: LoadOptions | null = null;

/** The plugins are registered once, with the options of the first load. */
function ensurePluginsRegistered(options: LoadOptions): void {
  if (registeredPlugins) return;
  registeredPlugins = options;
  registerPlugins([
    // First: it watches every attempt before the retry plugin starts the next one.
    telemetryPlugin({ timeoutMs: options.deadlineMs, report: (load) => recordLoad(REMOTES, load) }),
    fallbackPlugin({
      fallback: async ({ id }) => {
        const remote = remoteOf(id);
        return remote ? { default: (await fallbackPages()).unavailablePage(remote) } : undefined;
      },
    }),
    retryPlugin({
      ...options,
      onFailedAttempt: ({ id, attempt, attempts, reason, error }) =>
        console.warn(`[remote-loader] ${id} attempt ${attempt}/${attempts} failed (${reason}): ${String(error)}`),
    }),
  ]);
}

class DeadlineExceeded extends Error {
  override name = 'DeadlineExceeded';
}

function withinDeadline<T>(promise: Promise<T>, deadlineMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DeadlineExceeded(`no answer within ${deadlineMs} ms`)), deadlineMs);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

async function loadPage(remote: MicroFrontend, page: string, options: LoadOptions): Promise<ComponentType> {
  const id = `${remote.container}/${page}`;
  try {
    return await withinDeadline(
      (async () => {
        ensurePluginsRegistered(options);
        await ensureRemotesRegistered();
        const module = await loadRemote<{ default?: ComponentType }>(id);
        const Page = module?.default;
        if (typeof Page !== 'function' && typeof Page !== 'object') throw new Error(`${id} has no default export`);
        return Page;
      })(),
      options.deadlineMs,
    );
  } catch (error) {
    console.warn(`[remote-loader] ${id} is unavailable (${describeFailure(error)}): ${(error as Error)?.message}`);
    return (await fallbackPages()).unavailablePage(remote);
  }
}

/**
 * Pages loaded or loading, so a preload and the route share one request. A page that could not
 * load is forgotten at once; one that loaded but threw is forgotten by refreshRemote.
 */
export const loadedPages = new Map<string, Promise<ComponentType>>();

export function loadRemotePage(
  remote: MicroFrontend,
  page: string,
  options: LoadOptions = DEFAULT_LOAD_OPTIONS,
): Promise<ComponentType> {
  const key = `${remote.container}/${page}`;
  const loaded = loadedPages.get(key);
  if (loaded) return loaded;
  // Settles only once a fallback page is forgotten, so the next load of this page starts afresh.
  const loading: Promise<ComponentType> = loadPage(remote, page, options).then(async (Page) => {
    const { isUnavailablePage } = await fallbackPages();
    if (isUnavailablePage(Page) && loadedPages.get(key) === loading) loadedPages.delete(key);
    return Page;
  });
  loadedPages.set(key, loading);
  return loading;
}
