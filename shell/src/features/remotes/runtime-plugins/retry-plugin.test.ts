import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { RETRY_PLUGIN_NAME, retryPlugin, type FailedAttempt, type RetryOptions } from './retry-plugin';

type Hook = (args: Record<string, unknown>) => Promise<unknown>;

/** The plugin's hooks, called as the runtime calls them, with a runtime whose loadRemote the test controls. */
function plugin(options: Partial<RetryOptions> = {}) {
  const failures: FailedAttempt[] = [];
  const hooks = retryPlugin({
    attempts: 3,
    retryDelayMs: 100,
    deadlineMs: 8000,
    onFailedAttempt: (failure) => failures.push(failure),
    ...options,
  }) as unknown as Record<'beforeRequest' | 'errorLoadRemote' | 'afterLoadRemote', Hook>;
  const origin = { loadRemote: jest.fn(async () => ({ default: 'page' })) };
  const fail = (id = 'mfe_docs/ApiDocsPage', error: unknown = new Error('#RUNTIME-008')) =>
    hooks.errorLoadRemote({ id, error, lifecycle: 'onLoad', origin: origin as unknown as ModuleFederation });
  return { hooks, origin, failures, fail };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('has a stable name', () => {
  expect(retryPlugin({ attempts: 1, retryDelayMs: 0, deadlineMs: 0 }).name).toBe('northvault-retry');
  expect(RETRY_PLUGIN_NAME).toBe('northvault-retry');
});

it('loads again after a pause that doubles, and reports each failure with its code', async () => {
  const { hooks, origin, failures, fail } = plugin();
  await hooks.beforeRequest({ id: 'mfe_docs/ApiDocsPage' });

  const first = fail();
  await jest.advanceTimersByTimeAsync(99);
  expect(origin.loadRemote).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  await expect(first).resolves.toEqual({ default: 'page' });
  expect(origin.loadRemote).toHaveBeenCalledWith('mfe_docs/ApiDocsPage');

  const second = fail();
  await jest.advanceTimersByTimeAsync(199);
  expect(origin.loadRemote).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  await second;
  expect(origin.loadRemote).toHaveBeenCalledTimes(2);

  // The third failure is the last attempt: the plugin leaves the load to the others.
  await expect(fail()).resolves.toBeUndefined();
  expect(failures.map(({ attempt, attempts, reason }) => `${attempt}/${attempts} ${reason}`)).toEqual([
    '1/3 RUNTIME-008',
    '2/3 RUNTIME-008',
    '3/3 RUNTIME-008',
  ]);
});

it('starts no load that would begin past the deadline', async () => {
  const { hooks, origin, fail } = plugin({ deadlineMs: 1000, retryDelayMs: 600 });
  await hooks.beforeRequest({ id: 'mfe_docs/ApiDocsPage' });
  await jest.advanceTimersByTimeAsync(500);
  await expect(fail()).resolves.toBeUndefined();
  expect(origin.loadRemote).not.toHaveBeenCalled();
});

it('forgets a load once it succeeded, so the next one has every attempt again', async () => {
  const { hooks, failures, fail } = plugin({ attempts: 2, retryDelayMs: 0 });
  await hooks.beforeRequest({ id: 'mfe_docs/ApiDocsPage' });
  const first = fail();
  await jest.advanceTimersByTimeAsync(0);
  await first;
  await hooks.afterLoadRemote({ id: 'mfe_docs/ApiDocsPage', recovered: true });

  await hooks.beforeRequest({ id: 'mfe_docs/ApiDocsPage' });
  const again = fail();
  await jest.advanceTimersByTimeAsync(0);
  await expect(again).resolves.toEqual({ default: 'page' });
  expect(failures.map(({ attempt }) => attempt)).toEqual([1, 1]);
});

it('leaves failures before a module is loaded to the runtime', async () => {
  const { hooks, origin } = plugin();
  const answer = await hooks.errorLoadRemote({
    id: 'mfe_docs/ApiDocsPage',
    error: new Error('no manifest'),
    lifecycle: 'afterResolve',
    origin,
  });
  expect(answer).toBeUndefined();
  expect(origin.loadRemote).not.toHaveBeenCalled();
});
