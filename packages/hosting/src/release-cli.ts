#!/usr/bin/env node
/**
 * Independent releases of one remote, with rollback. Nothing else is rebuilt or restarted: the
 * running site reads the new pointer on the next page load. A build whose shared singletons the
 * live shell cannot satisfy is refused before anything is published (shared-dependency-gate.ts).
 *
 *   npm run release -- mfe-docs [--source <folder>]   build, publish, check, switch
 *   npm run release -- mfe-docs --canary 10            the same, but only for 10 % of visitors (canary.ts)
 *   npm run release -- mfe-docs --promote | --abort    the canary goes to everyone, or to no one
 *   npm run rollback -- mfe-docs                       back to the previous release (a canary is aborted)
 *   npm run releases -- mfe-docs                       releases, canary, load figures and history
 *
 * Each command answers --help with its options (release-cli-arguments.ts).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { readSharedModules } from './federation-manifest';
import { loadHostingConfig, type HostingConfig, type RemoteHosting } from './hosting-config';
import { liveShellSharedModules } from './live-shell';
import { REMOTE_LOADS_PATH, type RemoteLoadFigures } from '@northvault/contracts/telemetry';
import { abortCanary, promoteCanary, startCanary } from './canary';
import { openReleasePointers } from './release-pointers';
import type { ReleasePointers } from './release-pointers-port';
import { canaryOptions, CommandLineError, parseReleaseArguments, USAGE } from './release-cli-arguments';
import { publishRelease, ReleaseError, releaseVersion } from './release-store';
import { RELEASES_PATH } from './runtime-registry';
import { sharedDependencyRefusals } from './shared-dependency-gate';
import { fragmentRefusals } from './fragment-gate';
import { immutableFiles } from './static-files';

const repositoryRoot = path.resolve(__dirname, '../../..');

function findRemote(config: HostingConfig, id: string | undefined): RemoteHosting {
  const remote = config.remotes.find((candidate) => candidate.id === id);
  if (!remote) {
    throw new ReleaseError(`Name a remote: one of ${config.remotes.map((candidate) => candidate.id).join(', ')}`);
  }
  return remote;
}

/**
 * The remote's own `npm run build`: webpack, then what its build writes beside the bundles (the search index,
 * the pages manifest), so all of it travels in the release.
 */
function build(sourceDir: string): void {
  const result = spawnSync('npm', ['run', 'build'], { cwd: sourceDir, stdio: 'inherit' });
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
  canary: ReturnType<typeof canaryOptions>,
): Promise<void> {
  const running = (await pointers.read(remote.id)).canary;
  if (running) {
    throw new ReleaseError(
      `${remote.id} has a canary running (${running.version} for ${running.percent}%): promote or abort it first`,
    );
  }
  const sourceDir = path.resolve(source ?? path.join(repositoryRoot, remote.id));
  const { version: packageVersion } = JSON.parse(readFileSync(path.join(sourceDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const distDir = path.join(sourceDir, 'dist');
  build(sourceDir);
  await checkSharedDependencies(remote, distDir);
  // Its prerendered pages: every route the contract prerenders, none able to run code or style inline.
  const fragmentProblems = await fragmentRefusals(remote.id, distDir);
  if (fragmentProblems.length > 0) throw new ReleaseError(fragmentProblems.join('\n'));
  const version = await releaseVersion(distDir, packageVersion);
  await publishRelease(config.releasesDir, remote.id, distDir, version);
  await checkRelease(config, remote, version);
  if (canary) {
    const state = await pointers.update(remote.id, (old) =>
      startCanary(old, remote.id, { version, ...canary }, new Date()),
    );
    console.log(`${remote.id} ${version} is the canary for ${canary.percent}% of visitors (current ${state.current}).`);
    return;
  }
  const before = (await pointers.read(remote.id)).current;
  await pointers.switchTo(remote.id, version);
  if (before === version) console.log(`${remote.id} ${version} was already the live release.`);
  else console.log(`${remote.id} ${version} is live${before ? ` (was ${before})` : ''}.`);
}

async function promote(pointers: ReleasePointers, remote: RemoteHosting): Promise<void> {
  const before = await pointers.read(remote.id);
  const after = await pointers.update(remote.id, (state) => promoteCanary(state, remote.id, new Date()));
  console.log(`${remote.id} ${after.current} is live for everyone (was ${before.current}).`);
}

async function abort(pointers: ReleasePointers, remote: RemoteHosting): Promise<void> {
  const before = await pointers.read(remote.id);
  const after = await pointers.update(remote.id, (state) => abortCanary(state, remote.id, 'aborted', new Date()));
  console.log(`${remote.id} canary ${before.canary?.version} aborted; everyone gets ${after.current}.`);
}

/** Back to the release before the current one; a running canary is aborted with it (release-store.ts rolledBack). */
async function rollback(pointers: ReleasePointers, remote: RemoteHosting): Promise<void> {
  const { canary } = await pointers.read(remote.id);
  const after = await pointers.rollBack(remote.id);
  const aborted = canary ? `; its canary ${canary.version} was aborted, so everyone gets ${after.current}` : '';
  console.log(`${remote.id} is back on ${after.current}${aborted}.`);
}

/** OPERATOR_TOKEN, or the one `npm start` left for this run; null when there is neither. */
export function operatorTokenOf(config: Pick<HostingConfig, 'operatorToken' | 'operatorTokenFile'>): string | null {
  if (config.operatorToken !== null) return config.operatorToken;
  try {
    return readFileSync(config.operatorTokenFile, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * The backend's load figures of the remote, read with the operator token; null when it does not
 * answer (the site is not running) or refuses the token.
 */
async function loadFigures(config: HostingConfig, remote: RemoteHosting): Promise<RemoteLoadFigures | null> {
  const token = operatorTokenOf(config);
  try {
    const response = await fetch(`${config.backendUrl}${REMOTE_LOADS_PATH}?remote=${remote.id}`, {
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(3000),
    });
    return response.ok ? ((await response.json()) as RemoteLoadFigures) : null;
  } catch {
    return null;
  }
}

/** `60 loads, 7 failed (RUNTIME-008 7), p50 41 ms, p95 120 ms` */
export function describeFigures(figures: RemoteLoadFigures | null, version: string): string {
  if (figures === null) {
    return 'load figures unavailable (the backend did not answer, or refused the operator token: OPERATOR_TOKEN)';
  }
  const release = figures.versions.find((entry) => entry.version === version);
  if (!release) return 'no loads reported';
  const errors = Object.entries(release.errors);
  const failed = errors.reduce((sum, [, count]) => sum + count, 0);
  const kinds = errors.length > 0 ? ` (${errors.map(([kind, count]) => `${kind} ${count}`).join(', ')})` : '';
  return `${release.loads} loads, ${failed} failed${kinds}, p50 ${release.p50Ms} ms, p95 ${release.p95Ms} ms`;
}

async function list(config: HostingConfig, pointers: ReleasePointers, remote: RemoteHosting): Promise<void> {
  const state = await pointers.read(remote.id);
  if (state.releases.length === 0) {
    console.log(`${remote.id} has no releases: the site loads it from ${remote.entry}`);
    return;
  }
  const figures = await loadFigures(config, remote);
  for (const entry of state.releases) {
    const current = entry.version === state.current;
    const suffix = current ? `  current  ${describeFigures(figures, entry.version)}` : '';
    console.log(`${current ? '*' : ' '} ${entry.version}  ${entry.publishedAt}${suffix}`);
  }
  if (state.canary) {
    const { version, percent, startedAt } = state.canary;
    console.log(`~ ${version}  ${startedAt}  canary ${percent}%  ${describeFigures(figures, version)}`);
  }
  if (state.events.length > 0) {
    console.log('History:');
    for (const event of state.events) console.log(`  ${event.at}  ${event.version}  ${event.message}`);
  }
}

async function main(argv: readonly string[]): Promise<void> {
  const parsed = parseReleaseArguments(argv);
  if (parsed.help) {
    console.log(USAGE[parsed.command]);
    return;
  }
  const { command, remoteId, values } = parsed;
  const config = loadHostingConfig();
  const remote = findRemote(config, remoteId);
  const canary = canaryOptions(values);
  const modes = [canary !== null, values.promote === true, values.abort === true].filter(Boolean).length;
  if (modes > 1) throw new ReleaseError('Give one of --canary, --promote and --abort');
  const source = typeof values.source === 'string' ? values.source : undefined;
  const pointers = await openReleasePointers(config);
  try {
    if (command === 'release' && values.promote) await promote(pointers, remote);
    else if (command === 'release' && values.abort) await abort(pointers, remote);
    else if (command === 'release') await release(config, pointers, remote, source, canary);
    else if (command === 'releases') await list(config, pointers, remote);
    else await rollback(pointers, remote);
  } finally {
    await pointers.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: Error) => {
    // A command line it cannot read is a usage error (2); a release that cannot be done is a failure (1).
    if (error instanceof CommandLineError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error instanceof ReleaseError ? error.message : error);
    process.exit(1);
  });
}
