#!/usr/bin/env node
/**
 * `npm run serve` (and `npm start`, after the build): starts the backend, every remote on its
 * own port and the site on http://localhost:8080, then waits for all of them to answer.
 * Ctrl-C stops everything; if one service dies, the others are stopped too.
 */
import path from 'node:path';
import { loadHostingConfig } from './hosting-config';
import { ProcessGroup, type ServiceSpec } from './process-group';

const repositoryRoot = path.resolve(__dirname, '../../..');
const hostingDist = __dirname;

function services(): ServiceSpec[] {
  const config = loadHostingConfig();
  const identityProvider = String(config.identityProviderPort);
  return [
    ...(config.useLocalIdentityProvider
      ? [
          {
            name: 'identity',
            script: path.join(repositoryRoot, 'packages/local-identity-provider/dist/main.js'),
            cwd: repositoryRoot,
            env: { OIDC_PORT: identityProvider, SITE_ORIGIN: config.siteOrigin },
            readyUrl: `http://localhost:${identityProvider}/.well-known/openid-configuration`,
          },
        ]
      : []),
    {
      name: 'backend',
      script: path.join(repositoryRoot, 'backend/dist/main.js'),
      cwd: repositoryRoot,
      env: { PORT: String(config.backendPort), SITE_ORIGIN: config.siteOrigin, OIDC_PORT: identityProvider },
      readyUrl: `http://localhost:${config.backendPort}/api/health`,
    },
    ...config.remotes.map((remote): ServiceSpec => ({
      name: remote.id,
      script: path.join(hostingDist, 'serve-remote.js'),
      args: ['--dir', 'dist', '--port', String(remote.port)],
      cwd: path.join(repositoryRoot, remote.id),
      readyUrl: `http://localhost:${remote.port}/mf-manifest.json`,
    })),
    {
      name: 'site',
      script: path.join(hostingDist, 'serve-site.js'),
      cwd: repositoryRoot,
      readyUrl: `http://localhost:${config.sitePort}/`,
    },
  ];
}

async function main(): Promise<void> {
  const specs = services();
  const group = new ProcessGroup((name, code) => {
    console.error(`${name} stopped unexpectedly (exit code ${code ?? 'none'}); stopping the site.`);
    void group.stopAll().then(() => process.exit(1));
  });
  const shutdown = () => void group.stopAll().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  for (const spec of specs) group.start(spec);
  try {
    await Promise.all(specs.map((spec) => group.waitUntilReady(spec)));
  } catch (error) {
    console.error((error as Error).message);
    await group.stopAll();
    process.exit(1);
  }
  const site = specs.find((spec) => spec.name === 'site')!;
  console.log(`\nNorthvault is running at ${new URL(site.readyUrl).origin} (Ctrl-C stops it)\n`);
}

void main();
