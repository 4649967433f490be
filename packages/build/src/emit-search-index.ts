#!/usr/bin/env node
/**
 * `northvault-search-index <documents module>`, run by a remote's build after webpack: calls the module's
 * default export for the remote's search documents and writes their index into dist/ beside remoteEntry.js.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEX_FILE, type SearchDocument } from '@northvault/contracts/search';
import { runDefaultExport } from './load-for-node';
import { buildSearchIndex } from './search-index';

async function main(): Promise<void> {
  const [entry] = process.argv.slice(2);
  if (!entry) throw new Error('Usage: northvault-search-index <module whose default export returns the documents>');
  const root = process.cwd();
  const documents = await runDefaultExport<SearchDocument[]>(root, entry, 'search-documents');
  const outDir = path.join(root, 'dist');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, SEARCH_INDEX_FILE), buildSearchIndex(documents));
  console.info(`${SEARCH_INDEX_FILE}: ${documents.length} documents`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
