#!/usr/bin/env node
/** Serves the site's origin: the shell, the remote registry and the /api proxy. */
import { loadHostingConfig, localIdentityProviderOrigin } from './hosting-config';
import { closeOnSignals, listen } from './listen';
import { LIVE_SHELL_DIR } from './live-shell';
import { openReleasePointers } from './release-pointers';
import { runtimeRegistry } from './runtime-registry';
import { createSiteApp } from './site-app';
import { TenantBrands } from './tenant-brands';

async function main(): Promise<void> {
  const config = loadHostingConfig();
  const identityProvider = localIdentityProviderOrigin(config);
  const pointers = await openReleasePointers(config);
  const app = createSiteApp({
    root: LIVE_SHELL_DIR,
    backendUrl: config.backendUrl,
    releasesDir: config.releasesDir,
    registry: (origin, cohortId) => runtimeRegistry(config.remotes, pointers, origin, cohortId),
    imageOrigins: identityProvider ? [identityProvider] : [],
    connectOrigins: [config.sandboxOrigin],
    trustProxy: config.trustProxy,
    proxySecret: config.proxySecret,
    tenants: new TenantBrands(config.backendUrl),
    allowRemoteOverrides: config.allowRemoteOverrides,
    overridePorts: config.overridePorts,
    loadTokenSecret: config.proxySecret,
  });
  const server = await listen(app, config.sitePort, 'The site');
  const where = config.databaseUrl === null ? config.releasesDir : 'PostgreSQL';
  const overrides = config.allowRemoteOverrides ? '; remote overrides allowed' : '';
  console.log(
    `Site on http://localhost:${config.sitePort} (API → ${config.backendUrl}, release pointers in ${where}${overrides})`,
  );
  closeOnSignals(server);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
