#!/usr/bin/env node
/**
 * `northvault-search-index <documents module>`, run by a remote's build after webpack: bundles the module
 * (TypeScript and JSX, CSS Modules as plain class names) for Node, calls its default export for the
 * remote's search documents and writes their index into dist/ beside remoteEntry.js.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { SEARCH_INDEX_FILE, type SearchDocument } from '@northvault/contracts/search';
import { buildSearchIndex } from './search-index';

/** Rendering needs class names, not styles: `styles.card` is `"card"`. */
const cssModulesAsNames: Plugin = {
  name: 'css-modules-as-names',
  setup(builder) {
    builder.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'css-names' }));
    builder.onLoad({ filter: /.*/, namespace: 'css-names' }, () => ({
      contents: 'module.exports = new Proxy({}, { get: (_, key) => (key === "__esModule" ? false : String(key)) });',
      loader: 'js',
    }));
  },
};

async function main(): Promise<void> {
  const [entry] = process.argv.slice(2);
  if (!entry) throw new Error('Usage: northvault-search-index <module whose default export returns the documents>');
  const root = process.cwd();
  // Inside the remote's node_modules, so the bundle's require('react') finds the remote's React.
  const bundle = path.join(root, 'node_modules', '.cache', 'search-index', 'documents.cjs');
  await build({
    entryPoints: [path.resolve(root, entry)],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    logLevel: 'warning',
    // The site's own packages are TypeScript source; everything else runs from node_modules.
    external: ['react', 'react-dom', 'react-router-dom', 'react/*', 'react-dom/*'],
    plugins: [cssModulesAsNames],
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(bundle) as { default?: () => SearchDocument[] | Promise<SearchDocument[]> };
  if (typeof loaded.default !== 'function') throw new Error(`${entry} must export a function by default`);
  const documents = await loaded.default();
  const outDir = path.join(root, 'dist');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, SEARCH_INDEX_FILE), buildSearchIndex(documents));
  console.info(`${SEARCH_INDEX_FILE}: ${documents.length} documents`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
