#!/usr/bin/env node
/**
 * `northvault-prerender`, run by an app's build after webpack: runs the Node bundle of its prerender module
 * (prerender-webpack-config.ts), whose default export renders each public page, and writes every page's HTML into
 * dist/fragments/ with an index, so the fragments travel in every release of the app
 * (docs/architecture.md#first-paint-from-prerendered-fragments). A fragment that holds a script, an inline style or
 * an event-handler attribute fails the build, as the release gate would refuse it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FRAGMENTS_INDEX_FILE } from '@northvault/contracts/page-fragments';
import { prerenderBundlePath } from './prerender-webpack-config';
import { writeFragments, type PrerenderedPage } from './write-fragments';

async function main(): Promise<void> {
  const root = process.cwd();
  const bundle = prerenderBundlePath(root);
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: the app's webpack build names no prerender module`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(bundle) as { default?: () => Promise<PrerenderedPage[]> };
  if (typeof loaded.default !== 'function') throw new Error('The prerender module must export a function by default');
  const index = writeFragments(path.join(root, 'dist'), await loaded.default());
  console.info(`${FRAGMENTS_INDEX_FILE}: ${index.pages.length} prerendered pages`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
