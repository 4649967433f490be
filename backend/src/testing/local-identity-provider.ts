/**
 * The local OpenID Connect provider, started in-process on a free port for the sign-in tests,
 * with the environment a backend needs to use it.
 */
import type { Server } from 'node:http';
import { createIdentityProvider } from '@northvault/local-identity-provider/create-identity-provider';
import { loadIdentityProviderConfig } from '@northvault/local-identity-provider/identity-provider-config';
import { freePort } from './free-port';

export interface RunningIdentityProvider {
  issuer: string;
  /** Variables that point a backend at this provider. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startLocalIdentityProvider(
  siteOrigin = 'http://localhost:8080',
  port?: number,
): Promise<RunningIdentityProvider> {
  port ??= await freePort();
  const config = loadIdentityProviderConfig({ OIDC_PORT: String(port), SITE_ORIGIN: siteOrigin });
  const server: Server = await new Promise((resolve) => {
    const listening = createIdentityProvider(config).app.listen(port, () => resolve(listening));
  });
  return {
    issuer: config.issuer,
    env: { OIDC_PORT: String(port), SITE_ORIGIN: siteOrigin },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
