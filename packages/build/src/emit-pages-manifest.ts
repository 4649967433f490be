#!/usr/bin/env node
/**
 * `northvault-pages <pages module>`, run by a remote's build after webpack: calls the module's default export
 * for the heads of the remote's pages (their Markdown twins included) and writes them into dist/ beside
 * remoteEntry.js, so they travel with every release of the remote (docs/architecture.md#the-site-for-machines).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGES_MANIFEST_FILE, type PageHead } from '@northvault/contracts/page-heads';
import { runDefaultExport } from './load-for-node';
import { pagesManifestFaults } from './page-heads';

async function main(): Promise<void> {
  const [entry] = process.argv.slice(2);
  if (!entry) throw new Error('Usage: northvault-pages <module whose default export returns the page heads>');
  const root = process.cwd();
  const { name } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string };
  const pages = await runDefaultExport<PageHead[]>(root, entry, 'pages-manifest');
  const manifest = { remote: name, pages };
  const faults = pagesManifestFaults(manifest);
  if (faults.length > 0) throw new Error(`${entry} gives a pages manifest with faults:\n- ${faults.join('\n- ')}`);
  const outDir = path.join(root, 'dist');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, PAGES_MANIFEST_FILE), JSON.stringify(manifest));
  const twins = pages.filter((page) => page.markdown).length;
  console.info(`${PAGES_MANIFEST_FILE}: ${pages.length} pages, ${twins} Markdown twins`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
