import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPOSITORY_ROOT } from './lint-as';

const CHECK_LINKS = path.join(REPOSITORY_ROOT, 'packages/lint/bin/check-links.mjs');
/**
 * Fixtures spell the docs folder through this constant: written out, their broken citations would be read
 * by the repository's own link check as citations of its docs.
 */
const DOCS = 'docs';

const GUIDE = '# Guide\n\n## Setup\n\nRun it.\n\n## Billing and renewals\n\nMonthly.\n';

let roots: string[] = [];

/** A small repository made of `files` (path → content), checked by the real command as its own process. */
function checkRepository(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-links-'));
  roots.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  const run = spawnSync(process.execPath, [CHECK_LINKS, root], { encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

describe('the link check', () => {
  it('passes links, anchors and code citations that resolve, and never fetches an external URL', () => {
    const result = checkRepository({
      'README.md': `# Project\n\n[Setup](${DOCS}/guide.md#setup), [the guide](${DOCS}/guide.md), [elsewhere](https://links.invalid/page)\n`,
      [`${DOCS}/guide.md`]: `${GUIDE}\nSee [renewals](#billing-and-renewals).\n`,
      'packages/app/README.md': `[Back](../../README.md#project)\n`,
      'src/billing.ts': `/** Renewals (${DOCS}/guide.md#billing-and-renewals). */\nexport const route = '/${DOCS}/guide';\n`,
      'src/theme.css': `/* The frame (${DOCS}/guide.md#setup). */\n`,
      'mfe-docs/notes.ts': '// mfe-docs/missing.md is a path inside another folder, not a citation.\n',
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/Links resolve: 3 Markdown files, docs citations in 2 code files\./);
    expect(result.status).toBe(0);
  });

  it('reports a Markdown link to a file that does not exist', () => {
    const result = checkRepository({
      'README.md': `# Project\n\nRead [the guide](${DOCS}/gide.md).\n`,
      [`${DOCS}/guide.md`]: GUIDE,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/README\.md\n3:6-3:\d+\s+warning\s+Cannot find file `docs\/gide\.md`/);
  });

  it('reports a Markdown link to a heading that does not exist', () => {
    const result = checkRepository({
      'README.md': `# Project\n\n[Setup](${DOCS}/guide.md#installation)\n`,
      [`${DOCS}/guide.md`]: GUIDE,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /README\.md\n3:1-3:\d+\s+warning\s+Cannot find heading for `#installation` in `docs\/guide\.md`/,
    );
  });

  it('reports a code comment that cites a heading or a page that does not exist, on its line', () => {
    const result = checkRepository({
      [`${DOCS}/guide.md`]: GUIDE,
      'src/renewals.ts': `/**\n * Renewals (${DOCS}/guide.md#renewals-and-dunning).\n */\nexport const renewals = 1;\n`,
      'src/styles/page.css': `/* ${DOCS}/frame.md#width */\n`,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /src\/renewals\.ts\n2:1-2:\d+\s+warning\s+Cannot find heading for `#renewals-and-dunning` in `\.\.\/docs\/guide\.md`/,
    );
    expect(result.stderr).toMatch(
      /src\/styles\/page\.css\n1:1-1:\d+\s+warning\s+Cannot find file `\.\.\/\.\.\/docs\/frame\.md`/,
    );
  });
});
