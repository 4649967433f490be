#!/usr/bin/env node
/**
 * Checks, offline, that every relative link and `#anchor` in the repository's Markdown, and every docs page
 * cited in code (`docs/product/billing.md#renewals` in a comment), leads to a file and a heading that exist.
 *
 *   node packages/lint/bin/check-links.mjs [root]     exits 1 and names each broken link
 *
 * The Markdown is checked by remark-validate-links, which slugs headings as GitHub does (github-slugger).
 * Citations in code go through the very same plugin: each code file becomes a Markdown file of its citations,
 * one link on the line it was cited on, so a citation and a Markdown link can never disagree about an anchor.
 * External URLs are never fetched.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remark } from 'remark';
import remarkValidateLinks from 'remark-validate-links';
import { engine } from 'unified-engine';
import { VFile } from 'vfile';

const CODE_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.css']);
/** Generated, installed or run-time folders: nothing in them is written by hand. */
const SKIPPED_FOLDERS = new Set([
  '.git',
  '.data',
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  'blob-report',
  'releases',
  'bench-results',
]);
/** A docs page cited from the repository's root, with an optional anchor; `mfe-docs/` or `/docs/` is not one. */
const CITATION = /(?<![\p{L}\p{N}_./-])docs\/[\p{L}\p{N}_./-]*?\.md(?:#[\p{L}\p{N}_-]+)?/gu;

function skipped(name) {
  return SKIPPED_FOLDERS.has(name) || name.startsWith('dist-') || name.startsWith('.e2e-') || name === '.tmp';
}

/** Every file under `root` outside the skipped folders, as paths relative to it. */
function filesUnder(root, folder = '') {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return skipped(entry.name) ? [] : filesUnder(root, relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** The docs pages `source` cites, each with the line it is on. */
export function citationsIn(source) {
  return source
    .split('\n')
    .flatMap((line, index) => [...line.matchAll(CITATION)].map(([target]) => ({ line: index + 1, target })));
}

/**
 * A Markdown twin of a code file: each citation as a link, on its own line number, relative to the file's
 * folder (citations are written from the root). Null when the file cites nothing.
 */
export function citationsAsMarkdown(root, file, source) {
  const citations = citationsIn(source);
  if (citations.length === 0) return null;
  const lines = Array.from({ length: citations.at(-1).line }, () => '');
  for (const { line, target } of citations) {
    const [page, anchor] = target.split('#');
    const url = path.posix.relative(path.posix.dirname(file), page) + (anchor === undefined ? '' : `#${anchor}`);
    lines[line - 1] += `${lines[line - 1] ? ' ' : ''}[${target}](${url})`;
  }
  return new VFile({ cwd: root, path: path.join(root, file), value: `${lines.join('\n')}\n` });
}

/** Resolves with the engine's exit code: 0 when every link resolves, 1 otherwise. */
export function checkLinks(root, streamError = process.stderr) {
  const files = filesUnder(root);
  const markdown = files.filter((file) => file.endsWith('.md'));
  const citing = files
    .filter((file) => CODE_EXTENSIONS.has(path.extname(file)))
    .map((file) => citationsAsMarkdown(root, file, readFileSync(path.join(root, file), 'utf8')))
    .filter((file) => file !== null);
  return new Promise((resolve, reject) => {
    engine(
      {
        processor: remark(),
        cwd: root,
        files: [...markdown, ...citing],
        plugins: [[remarkValidateLinks, { repository: false }]],
        output: false,
        out: false,
        quiet: true,
        frail: true,
        color: false,
        streamError,
      },
      (error, code) =>
        error ? reject(error) : resolve({ code: code ?? 1, markdown: markdown.length, citing: citing.length }),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..'));
  const { code, markdown, citing } = await checkLinks(root);
  if (code === 0) console.log(`Links resolve: ${markdown} Markdown files, docs citations in ${citing} code files.`);
  process.exitCode = code;
}
