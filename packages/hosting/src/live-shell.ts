/**
 * The live shell is the build the site server serves (serve-site.ts): the one every remote runs on,
 * so the release gate reads its shared versions from there.
 */
import path from 'node:path';
import { readSharedModules } from './federation-manifest';
import type { ManifestSharedModule } from './shared-dependency-gate';

export const LIVE_SHELL_DIR = path.resolve(__dirname, '../../../shell/dist');

export function liveShellSharedModules(shellDir: string = LIVE_SHELL_DIR): Promise<ManifestSharedModule[]> {
  return readSharedModules(shellDir, 'The live shell (build it with `npm run build -w shell`)');
}
