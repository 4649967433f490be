/**
 * For a suite that signs in for real: the local provider on a free port and a test app pointed at
 * it, started before the suite's tests and stopped after them.
 */
import { startLocalIdentityProvider, type RunningIdentityProvider } from './local-identity-provider';
import { createTestApp, type TestApp } from './test-app';

export interface SignInSuite {
  readonly api: TestApp;
  readonly provider: RunningIdentityProvider;
}

/** `env`: variables on top of the provider's, as an operator would set them. */
export function appWithIdentityProvider(siteOrigin?: string, env: Record<string, string> = {}): SignInSuite {
  const suite = {} as { api: TestApp; provider: RunningIdentityProvider };
  beforeAll(async () => {
    suite.provider = await startLocalIdentityProvider(siteOrigin);
    suite.api = await createTestApp({ env: { ...suite.provider.env, ...env } });
  });
  afterAll(async () => {
    await suite.api?.close();
    await suite.provider?.stop();
  });
  return suite;
}
