/**
 * What a Module Federation build says it shares, read from the `mf-manifest.json` it writes beside
 * its `remoteEntry.js` (the shell's build writes one too).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseError } from './release-store';
import type { ManifestSharedModule } from './shared-dependency-gate';

export const MANIFEST_FILE = 'mf-manifest.json';

/** The `shared` list of the manifest in `buildDir`; `whose` names the build in every error. */
export async function readSharedModules(buildDir: string, whose: string): Promise<ManifestSharedModule[]> {
  const file = path.join(buildDir, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new ReleaseError(`${whose} has no Module Federation manifest: ${file} does not exist.`);
  }
  let shared: unknown;
  try {
    shared = (JSON.parse(text) as { shared?: unknown }).shared;
  } catch {
    shared = undefined;
  }
  if (!Array.isArray(shared) || !shared.every(isSharedModule)) {
    throw new ReleaseError(`${file} is not a Module Federation manifest: it has no valid "shared" list.`);
  }
  return shared;
}

function isSharedModule(value: unknown): value is ManifestSharedModule {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
}
