import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fallbackPlugin } from './fallback-plugin';
import { retryPlugin, type FailedAttempt } from './retry-plugin';
import { TELEMETRY_PLUGIN_NAME, telemetryPlugin, type SettledLoad } from './telemetry-plugin';

/**
 * The two plugins inside a real federation runtime. The remote's container comes from a plugin
 * standing in for the network: `get` fails as many times as the test says, like a chunk that does
 * not arrive, then hands over the page module.
 */
function remoteThatFails(times: number, failsAt: (get: number) => boolean = (get) => get <= times) {
  const Page = () => null;
  let gets = 0;
  const container = {
    init: async () => undefined,
    get: () => {
      gets += 1;
      if (failsAt(gets)) throw new Error('Loading chunk 42 failed. (error: http://remote.test/page.js) #RUNTIME-008');
      return async () => ({ default: Page });
    },
  };
  const network: ModuleFederationRuntimePlugin = { name: 'test-network', loadEntry: async () => container };
  return { Page, network, gets: () => gets };
}

const FallbackPage = () => null;
// The runtime keeps a remote's container for the page's lifetime, by name and entry: one entry per test.
let entries = 0;

function runtimeWith(network: ModuleFederationRuntimePlugin, failures: FailedAttempt[], settled: SettledLoad[] = []) {
  return createInstance({
    name: 'test_host',
    remotes: [{ name: 'mfe_test', entry: `http://remote.test/${++entries}/remoteEntry.js` }],
    plugins: [
      network,
      telemetryPlugin({ timeoutMs: 5000, report: (load) => settled.push(load) }),
      fallbackPlugin({ fallback: () => ({ default: FallbackPage }) }),
      retryPlugin({
        attempts: 3,
        retryDelayMs: 1,
        deadlineMs: 5000,
        onFailedAttempt: (failure) => failures.push(failure),
      }),
    ],
  });
}

it('loads the real page when a retry succeeds, even though the fallback answered first', async () => {
  const remote = remoteThatFails(2);
  const failures: FailedAttempt[] = [];
  const module = await runtimeWith(remote.network, failures).loadRemote<{ default: unknown }>('mfe_test/Page');
  expect(module?.default).toBe(remote.Page);
  expect(remote.gets()).toBe(3);
  expect(failures.map(({ attempt, reason }) => `${attempt} ${reason}`)).toEqual(['1 RUNTIME-008', '2 RUNTIME-008']);
});

it('resolves to the fallback once every attempt has failed', async () => {
  const remote = remoteThatFails(Infinity);
  const failures: FailedAttempt[] = [];
  const module = await runtimeWith(remote.network, failures).loadRemote<{ default: unknown }>('mfe_test/Page');
  expect(module?.default).toBe(FallbackPage);
  expect(remote.gets()).toBe(3);
  expect(failures.map(({ attempt, attempts }) => `${attempt}/${attempts}`)).toEqual(['1/3', '2/3', '3/3']);
});

it('counts the attempts of each load afresh', async () => {
  // Two failures, a success, then two failures again: the second load must get its own three attempts.
  const remote = remoteThatFails(0, (get) => [1, 2, 4, 5].includes(get));
  const failures: FailedAttempt[] = [];
  const runtime = runtimeWith(remote.network, failures);
  await runtime.loadRemote('mfe_test/Page');
  failures.length = 0;
  const module = await runtime.loadRemote<{ default: unknown }>('mfe_test/Page');
  expect(module?.default).toBe(remote.Page);
  expect(failures.map(({ attempt }) => attempt)).toEqual([1, 2]);
});

describe('the telemetry plugin', () => {
  it('has a stable name', () => {
    expect(telemetryPlugin({ timeoutMs: 1, report: () => undefined }).name).toBe('northvault-telemetry');
    expect(TELEMETRY_PLUGIN_NAME).toBe('northvault-telemetry');
  });

  it('reports one ok load when a retry brought the module', async () => {
    const settled: SettledLoad[] = [];
    await runtimeWith(remoteThatFails(2).network, [], settled).loadRemote('mfe_test/Page');
    expect(settled).toEqual([{ id: 'mfe_test/Page', outcome: 'ok', durationMs: expect.any(Number) }]);
  });

  it("reports the runtime's error code once the fallback stood in", async () => {
    const settled: SettledLoad[] = [];
    const module = await runtimeWith(remoteThatFails(Infinity).network, [], settled).loadRemote<{ default: unknown }>(
      'mfe_test/Page',
    );
    expect(module?.default).toBe(FallbackPage);
    expect(settled).toEqual([{ id: 'mfe_test/Page', outcome: 'RUNTIME-008', durationMs: expect.any(Number) }]);
  });

  it('reports a load that settles too late as a timeout, once', async () => {
    const settled: SettledLoad[] = [];
    let arrive: () => void = () => undefined;
    const slow: ModuleFederationRuntimePlugin = {
      name: 'test-slow-network',
      loadEntry: async () => ({
        init: async () => undefined,
        get: () => () => new Promise((resolve) => (arrive = () => resolve({ default: FallbackPage }))),
      }),
    };
    const runtime = createInstance({
      name: 'test_host',
      remotes: [{ name: 'mfe_test', entry: `http://remote.test/${++entries}/remoteEntry.js` }],
      plugins: [slow, telemetryPlugin({ timeoutMs: 20, report: (load) => settled.push(load) })],
    });
    const loading = runtime.loadRemote('mfe_test/Page');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(settled.map(({ outcome }) => outcome)).toEqual(['timeout']);
    arrive();
    await loading;
    expect(settled.map(({ outcome }) => outcome)).toEqual(['timeout']);
  });
});
