import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MICRO_FRONTENDS } from '@northvault/contracts/micro-frontends';
import { loadHostingConfig } from './hosting-config';
import { publishRelease, readReleaseState, releaseVersion, rollBack, switchToRelease } from './release-store';
import { fileReleasePointers } from './release-pointers';
import { runtimeRegistry } from './runtime-registry';

let releases: string;
let dist: string;

beforeEach(() => {
  releases = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  dist = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mfe_docs;');
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"mfe_docs"}');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/page.0123456789.js'), 'export default 1;');
});

afterEach(() => {
  rmSync(releases, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});

describe('releaseVersion', () => {
  it('is the package version plus a hash of the build, stable for the same files', async () => {
    const version = await releaseVersion(dist, '1.2.0');
    expect(version).toMatch(/^1\.2\.0-[0-9a-f]{10}$/);
    expect(await releaseVersion(dist, '1.2.0')).toBe(version);
    writeFileSync(path.join(dist, 'mf-stats.json'), '{"order":"varies"}');
    expect(await releaseVersion(dist, '1.2.0')).toBe(version);
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mfe_docs = 2;');
    expect(await releaseVersion(dist, '1.2.0')).not.toBe(version);
  });
});

describe('publishing and switching', () => {
  it('copies the build into an immutable folder and points the remote at it', async () => {
    const folder = await publishRelease(releases, 'mfe-docs', dist, '1.0.0-aaaaaaaaaa');
    expect(readFileSync(path.join(folder, 'assets/page.0123456789.js'), 'utf8')).toBe('export default 1;');
    await switchToRelease(releases, 'mfe-docs', '1.0.0-aaaaaaaaaa');
    expect((await readReleaseState(releases, 'mfe-docs')).current).toBe('1.0.0-aaaaaaaaaa');
  });

  it('never rewrites a release that exists', async () => {
    const folder = await publishRelease(releases, 'mfe-docs', dist, '1.0.0-aaaaaaaaaa');
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'changed');
    await publishRelease(releases, 'mfe-docs', dist, '1.0.0-aaaaaaaaaa');
    expect(readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('var mfe_docs;');
  });

  it('rolls back to the previous release, and refuses when there is none', async () => {
    await switchToRelease(releases, 'mfe-docs', 'v1');
    await switchToRelease(releases, 'mfe-docs', 'v2');
    await switchToRelease(releases, 'mfe-docs', 'v3');
    expect((await rollBack(releases, 'mfe-docs')).current).toBe('v2');
    expect((await rollBack(releases, 'mfe-docs')).current).toBe('v1');
    await expect(rollBack(releases, 'mfe-docs')).rejects.toThrow('mfe-docs has no earlier release to roll back to');
  });

  it('lands concurrent releases of two different remotes, and of the same remote', async () => {
    await Promise.all([
      switchToRelease(releases, 'mfe-docs', 'docs-1'),
      switchToRelease(releases, 'mfe-support', 'support-1'),
      switchToRelease(releases, 'mfe-support', 'support-2'),
    ]);
    expect((await readReleaseState(releases, 'mfe-docs')).current).toBe('docs-1');
    const support = await readReleaseState(releases, 'mfe-support');
    expect(support.releases.map((entry) => entry.version).sort()).toEqual(['support-1', 'support-2']);
    expect(support.current).toBe(support.releases.at(-1)!.version);
  });
});

describe('runtimeRegistry', () => {
  it('points released remotes at the site’s /releases and the others at their own servers', async () => {
    await switchToRelease(releases, 'mfe-docs', '1.0.0-aaaaaaaaaa');
    const config = loadHostingConfig({});
    const registry = await runtimeRegistry(config.remotes, fileReleasePointers(releases), 'http://localhost:8080');
    expect(registry.remotes).toEqual([
      { name: MICRO_FRONTENDS.marketing.container, entry: 'http://localhost:8081/remoteEntry.js' },
      {
        name: MICRO_FRONTENDS.docs.container,
        entry: 'http://localhost:8080/releases/mfe-docs/1.0.0-aaaaaaaaaa/remoteEntry.js',
        version: '1.0.0-aaaaaaaaaa',
      },
      { name: MICRO_FRONTENDS.support.container, entry: 'http://localhost:8083/remoteEntry.js' },
      { name: MICRO_FRONTENDS.whiteLabel.container, entry: 'http://localhost:8084/remoteEntry.js' },
    ]);
  });
});
