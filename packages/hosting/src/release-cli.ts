#!/usr/bin/env node
/**
 * Independent releases of one remote, with rollback. Nothing else is rebuilt or restarted: the
 * running site reads the new pointer on the next page load. A build whose shared singletons the
 * live shell cannot satisfy is refused before anything is published (shared-dependency-gate.ts).
 *
 *   npm run release -- mfe-docs [--source <folder>]   build, publish, check, switch
 *   npm run rollback -- mfe-docs                       back to the previous release
 *   npm run releases -- mfe-docs                       list releases, * marks the current one
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import express from 'express';
import { readSharedModules } from './federation-manifest';
import { loadHostingConfig, type HostingConfig, type RemoteHosting } from './hosting-config';
import { liveShellSharedModules } from './live-shell';
import { openReleasePointers, type ReleasePointers } from './release-pointers';
import { publishRelease, ReleaseError, releaseVersion } from './release-store';
import { RELEASES_PATH } from './runtime-registry';
import { sharedDependencyRefusals } from './shared-dependency-gate';
import { immutableFiles } from './static-files';

const repositoryRoot = path.resolve(__dirname, '../../..');

function findRemote(config: HostingConfig, id: string | undefined): RemoteHosting {
  const remote = config.remotes.find((candidate) => candidate.id === id);
  if (!remote) {
    throw new ReleaseError(`Name a remote: one of ${config.remotes.map((candidate) => candidate.id).join(', ')}`);
  }
  return remote;
}

function build(sourceDir: string): void {
  const webpack = path.join(repositoryRoot, 'node_modules/webpack/bin/webpack.js');
  const result = spawnSync(process.execPath, [webpack, '--mode', 'production'], { cwd: sourceDir, stdio: 'inherit' });
  if (result.status !== 0) throw new ReleaseError(`The build in ${sourceDir} failed`);
}

/** Serves the releases folder on a free port when the site is not running. */
async function withReleasesOrigin<T>(config: HostingConfig, work: (origin: string) => Promise<T>): Promise<T> {
  const siteIsUp = await fetch(`${config.siteOrigin}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (siteIsUp) return work(config.siteOrigin);
  const app = express().use(RELEASES_PATH, immutableFiles(config.releasesDir));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await work(`http://localhost:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

/** Refuses a build that needs a shared singleton the live shell does not provide. */
async function checkSharedDependencies(remote: RemoteHosting, distDir: string): Promise<void> {
  const [candidate, liveShell] = await Promise.all([
    readSharedModules(distDir, `The build of ${remote.id}`),
    liveShellSharedModules(),
  ]);
  const refusals = sharedDependencyRefusals(remote.id, candidate, liveShell);
  if (refusals.length > 0) throw new ReleaseError(refusals.join('\n'));
}

/** The release must answer before anyone is pointed at it. */
async function checkRelease(config: HostingConfig, remote: RemoteHosting, version: string): Promise<void> {
  await withReleasesOrigin(config, async (origin) => {
    const base = `${origin}${RELEASES_PATH}/${remote.id}/${version}`;
    const manifest = await fetch(`${base}/mf-manifest.json`);
    if (!manifest.ok) throw new ReleaseError(`${base}/mf-manifest.json answered HTTP ${manifest.status}`);
    const { name, metaData } = (await manifest.json()) as {
      name?: string;
      metaData?: { remoteEntry?: { name?: string } };
    };
    if (name !== remote.container) {
      throw new ReleaseError(`${base}/mf-manifest.json is for "${name}", not ${remote.container}`);
    }
    const entry = await fetch(`${base}/${metaData?.remoteEntry?.name ?? 'remoteEntry.js'}`);
    if (!entry.ok) throw new ReleaseError(`${base}/remoteEntry.js answered HTTP ${entry.status}`);
  });
}

async function release(
  config: HostingConfig,
  pointers: ReleasePointers,
  remote: RemoteHosting,
  source: string | undefined,
): Promise<void> {
  const sourceDir = path.resolve(source ?? path.join(repositoryRoot, remote.id));
  const { version: packageVersion } = JSON.parse(readFileSync(path.join(sourceDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const distDir = path.join(sourceDir, 'dist');
  build(sourceDir);
  await checkSharedDependencies(remote, distDir);
  const version = await releaseVersion(distDir, packageVersion);
  await publishRelease(config.releasesDir, remote.id, distDir, version);
  await checkRelease(config, remote, version);
  const before = (await pointers.read(remote.id)).current;
  await pointers.switchTo(remote.id, version);
  if (before === version) console.log(`${remote.id} ${version} was already the live release.`);
  else console.log(`${remote.id} ${version} is live${before ? ` (was ${before})` : ''}.`);
}

async function list(pointers: ReleasePointers, remote: RemoteHosting): Promise<void> {
  const state = await pointers.read(remote.id);
  if (state.releases.length === 0) {
    console.log(`${remote.id} has no releases: the site loads it from ${remote.entry}`);
    return;
  }
  for (const entry of state.releases) {
    console.log(`${entry.version === state.current ? '*' : ' '} ${entry.version}  ${entry.publishedAt}`);
  }
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { source: { type: 'string' } },
  });
  const [command, remoteId] = positionals;
  const config = loadHostingConfig();
  const remote = findRemote(config, remoteId);
  if (command !== 'release' && command !== 'rollback' && command !== 'releases') {
    throw new ReleaseError('Usage: release-cli <release|rollback|releases> <remote> [--source <folder>]');
  }
  const pointers = await openReleasePointers(config);
  try {
    if (command === 'release') await release(config, pointers, remote, values.source);
    else if (command === 'releases') await list(pointers, remote);
    else console.log(`${remote.id} is back on ${(await pointers.rollBack(remote.id)).current}.`);
  } finally {
    await pointers.close();
  }
}

main().catch((error: Error) => {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
});
