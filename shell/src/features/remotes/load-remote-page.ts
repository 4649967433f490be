/**
 * Loads one page component from a remote: retries a failed load a couple of times, gives up after
 * a deadline so a slow remote cannot hold the route hostage, and reports Module Federation's error codes.
 */
import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { MicroFrontend } from '@northvault/contracts/micro-frontends';
import { ensureRemotesRegistered } from './remote-registry';

export interface LoadOptions {
  attempts: number;
  /** Total time allowed for all attempts. */
  deadlineMs: number;
  /** Pause before the second attempt; doubled for each later one. */
  retryDelayMs: number;
}

export const DEFAULT_LOAD_OPTIONS: LoadOptions = { attempts: 3, deadlineMs: 8000, retryDelayMs: 300 };

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: MicroFrontend,
    readonly page: string,
    readonly reason: unknown,
  ) {
    super(`${remote.container}/${page} is unavailable: ${federationErrorCode(reason) ?? (reason as Error)?.message}`);
  }
}

/** `RUNTIME-003` and friends: the codes Module Federation documents for each failure. */
export function federationErrorCode(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /\b(?:RUNTIME|TYPE|BUILD)-\d{3}\b/.exec(message)?.[0];
}

class DeadlineExceeded extends Error {
  override name = 'DeadlineExceeded';
}

function beforeDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new DeadlineExceeded('deadline reached'));
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DeadlineExceeded(`no answer within the load deadline`)), remaining);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadOnce(remote: MicroFrontend, page: string): Promise<ComponentType> {
  await ensureRemotesRegistered();
  const module = await loadRemote<{ default?: ComponentType }>(`${remote.container}/${page}`);
  if (typeof module?.default !== 'function' && typeof module?.default !== 'object') {
    throw new Error(`${remote.container}/${page} has no default export`);
  }
  return module.default;
}

/**
 * Pages loaded or loading, so a preload and the route share one request. Failures are forgotten;
 * a page that loaded but threw is forgotten by refreshRemote.
 */
export const loadedPages = new Map<string, Promise<ComponentType>>();

export function loadRemotePage(
  remote: MicroFrontend,
  page: string,
  options: LoadOptions = DEFAULT_LOAD_OPTIONS,
): Promise<ComponentType> {
  const key = `${remote.container}/${page}`;
  let loading = loadedPages.get(key);
  if (!loading) {
    loading = loadWithRetries(remote, page, options);
    loadedPages.set(key, loading);
    loading.catch(() => loadedPages.delete(key));
  }
  return loading;
}

async function loadWithRetries(remote: MicroFrontend, page: string, options: LoadOptions): Promise<ComponentType> {
  const deadline = Date.now() + options.deadlineMs;
  let lastError: unknown;
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    try {
      return await beforeDeadline(loadOnce(remote, page), deadline);
    } catch (error) {
      lastError = error;
      console.warn(
        `[remote-loader] ${remote.container}/${page} attempt ${attempt}/${options.attempts} failed` +
          ` (${federationErrorCode(error) ?? (error as Error)?.name ?? 'Error'}): ${(error as Error)?.message}`,
      );
      if (error instanceof DeadlineExceeded || attempt === options.attempts) break;
      await pause(options.retryDelayMs * 2 ** (attempt - 1));
    }
  }
  throw new RemoteUnavailableError(remote, page, lastError);
}
