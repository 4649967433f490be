import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSharedModules } from './federation-manifest';
import { LIVE_SHELL_DIR, liveShellSharedModules } from './live-shell';

let build: string;

beforeEach(() => {
  build = mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
});

afterEach(() => rmSync(build, { recursive: true, force: true }));

describe('readSharedModules', () => {
  it('reads the shared list of a build’s mf-manifest.json', async () => {
    const shared = [
      { id: 'mfe_docs:react', name: 'react', version: '19.2.1', singleton: true, requiredVersion: '^19.2.1' },
    ];
    writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify({ id: 'mfe_docs', name: 'mfe_docs', shared }));
    await expect(readSharedModules(build, 'The build of mfe-docs')).resolves.toEqual(shared);
  });

  it('says which build has no manifest', async () => {
    await expect(readSharedModules(build, 'The build of mfe-docs')).rejects.toThrow(
      `The build of mfe-docs has no Module Federation manifest: ${path.join(build, 'mf-manifest.json')} does not exist.`,
    );
  });

  it('refuses a file that is not a manifest', async () => {
    const message = `${path.join(build, 'mf-manifest.json')} is not a Module Federation manifest: it has no valid "shared" list.`;
    writeFileSync(path.join(build, 'mf-manifest.json'), '{"name":"mfe_docs"}');
    await expect(readSharedModules(build, 'The build of mfe-docs')).rejects.toThrow(message);
    writeFileSync(path.join(build, 'mf-manifest.json'), '{"shared":[{"version":"1.0.0"}]}');
    await expect(readSharedModules(build, 'The build of mfe-docs')).rejects.toThrow(message);
    writeFileSync(path.join(build, 'mf-manifest.json'), 'not json');
    await expect(readSharedModules(build, 'The build of mfe-docs')).rejects.toThrow(message);
  });
});

describe('liveShellSharedModules', () => {
  it('is read from the shell build the site serves', () => {
    expect(LIVE_SHELL_DIR).toBe(path.resolve(__dirname, '../../../shell/dist'));
  });

  it('tells how to build the shell when it has not been built', async () => {
    await expect(liveShellSharedModules(build)).rejects.toThrow(
      `The live shell (build it with \`npm run build -w shell\`) has no Module Federation manifest: ${path.join(build, 'mf-manifest.json')} does not exist.`,
    );
  });
});
