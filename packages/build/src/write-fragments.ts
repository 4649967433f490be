/** Writes prerendered pages into an app's dist/ (emit-fragments.ts), refusing any the release gate would refuse. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  FRAGMENTS_DIR,
  FRAGMENTS_INDEX_FILE,
  fragmentFaults,
  fragmentFileOf,
  type FragmentsIndex,
} from '@northvault/contracts/page-fragments';

/** What an app's prerender module gives: the HTML of each page, by its path (or route pattern, for the shell). */
export interface PrerenderedPage {
  path: string;
  html: string;
}

export function writeFragments(outDir: string, pages: readonly PrerenderedPage[]): FragmentsIndex {
  const faults = pages.flatMap((page) => fragmentFaults(page.html).map((fault) => `${page.path}: ${fault}`));
  if (faults.length > 0) throw new Error(`The prerendered pages have faults:\n- ${faults.join('\n- ')}`);
  rmSync(path.join(outDir, FRAGMENTS_DIR), { recursive: true, force: true });
  mkdirSync(path.join(outDir, FRAGMENTS_DIR), { recursive: true });
  const index: FragmentsIndex = { pages: [] };
  for (const page of pages) {
    const file = fragmentFileOf(page.path);
    writeFileSync(path.join(outDir, file), page.html);
    index.pages.push({ path: page.path, file });
  }
  writeFileSync(path.join(outDir, FRAGMENTS_INDEX_FILE), JSON.stringify(index));
  return index;
}
