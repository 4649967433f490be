/**
 * A changed copy of one remote's workspace, the way a team would have its next version: the
 * release tests publish one with `--source`, the override test serves one's build.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from './environment';

/** A sibling of the workspaces, so the copy finds the shared tsconfig and node_modules as the remote does. */
export function copyOfWorkspace(remoteId: string): string {
  const folder = mkdtempSync(path.join(repositoryRoot, '.e2e-release-'));
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.js']) {
    cpSync(path.join(repositoryRoot, remoteId, entry), path.join(folder, entry), { recursive: true });
  }
  return folder;
}

/** Builds the copy into its dist/ as `npm run build` builds the remote (without the search index). */
export function buildWorkspace(folder: string): string {
  const webpack = path.join(repositoryRoot, 'node_modules/webpack/bin/webpack.js');
  execFileSync(process.execPath, [webpack, '--mode', 'production'], { cwd: folder, stdio: 'inherit' });
  return path.join(folder, 'dist');
}
