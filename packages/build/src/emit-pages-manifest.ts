#!/usr/bin/env node
/**
 * `northvault-pages <pages module>`, run by a remote's build after webpack: calls the module's default export
 * for the heads of the remote's pages (their Markdown twins included) and writes them into dist/ beside
 * remoteEntry.js, so they travel with every release of the remote (docs/architecture.md#the-site-for-machines).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGES_MANIFEST_FILE, type PageHead } from '@northvault/contracts/page-heads';
import { generatedModulePath, generatedModuleSource, type GeneratedModule } from './generated-module-loader';
import { runDefaultExport } from './load-for-node';
import { pagesManifestFaults } from './page-heads';
import { withFragments } from './pages-with-fragments';

const USAGE =
  'Usage: northvault-pages <module whose default export returns the page heads> ' +
  '[--generated <placeholder>.generated.ts=<generator>]…';

/**
 * The generated modules the pages need, as webpack's generated-module-loader writes them: `--generated
 * src/content/request-samples.generated.ts=src/highlighting/request-samples.ts` (the pairs of webpack.config.js).
 */
async function generatedSources(root: string, pairs: readonly string[]): Promise<Record<string, string>> {
  const sources: Record<string, string> = {};
  for (const pair of pairs) {
    const [module, generator] = pair.split('=');
    if (!module || !generator) throw new Error(USAGE);
    const generated = await runDefaultExport<GeneratedModule>(root, generator, 'generated-module');
    sources[generatedModulePath(root, module)] = generatedModuleSource(generated.exports);
  }
  return sources;
}

async function main(): Promise<void> {
  const [entry, ...options] = process.argv.slice(2);
  if (!entry || options.length % 2 !== 0 || options.some((option, i) => i % 2 === 0 && option !== '--generated')) {
    throw new Error(USAGE);
  }
  const root = process.cwd();
  const { name } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string };
  const replacements = await generatedSources(
    root,
    options.filter((_, i) => i % 2 === 1),
  );
  const outDir = path.join(root, 'dist');
  const heads = await runDefaultExport<PageHead[]>(root, entry, 'pages-manifest', replacements);
  const read = (file: string): unknown =>
    existsSync(path.join(outDir, file)) ? JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) : null;
  // The fragments `northvault-prerender` wrote, with the page's stylesheets from the federation manifest.
  const pages = withFragments(heads, read);
  const manifest = { remote: name, pages };
  const faults = pagesManifestFaults(manifest);
  if (faults.length > 0) throw new Error(`${entry} gives a pages manifest with faults:\n- ${faults.join('\n- ')}`);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, PAGES_MANIFEST_FILE), JSON.stringify(manifest));
  const twins = pages.filter((page) => page.markdown).length;
  const fragments = pages.filter((page) => page.fragment).length;
  console.info(`${PAGES_MANIFEST_FILE}: ${pages.length} pages, ${twins} Markdown twins, ${fragments} prerendered`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
