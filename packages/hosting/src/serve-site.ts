#!/usr/bin/env node
/** Serves the site's origin: the shell, the remote registry and the /api proxy. */
import path from 'node:path';
import { loadHostingConfig, localIdentityProviderOrigin } from './hosting-config';
import { closeOnSignals, listen } from './listen';
import { runtimeRegistry } from './runtime-registry';
import { createSiteApp } from './site-app';

async function main(): Promise<void> {
  const config = loadHostingConfig();
  const root = path.resolve(__dirname, '../../../shell/dist');
  const identityProvider = localIdentityProviderOrigin(config);
  const app = createSiteApp({
    root,
    backendUrl: config.backendUrl,
    releasesDir: config.releasesDir,
    registry: (origin) => runtimeRegistry(config.remotes, config.releasesDir, origin),
    imageOrigins: identityProvider ? [identityProvider] : [],
    trustProxy: config.trustProxy,
  });
  const server = await listen(app, config.sitePort, 'The site');
  console.log(`Site on http://localhost:${config.sitePort} (API → ${config.backendUrl})`);
  closeOnSignals(server);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
