import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runDefaultExport } from './load-for-node';

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'load-for-node-'));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'src/samples.generated.ts'), 'export const SAMPLES: Record<string, string> = {};\n');
  writeFileSync(
    path.join(root, 'src/entry.ts'),
    "import { SAMPLES } from './samples.generated';\nexport default () => Object.keys(SAMPLES);\n",
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

it('runs a module with its placeholder as written, or with the source the build generates for it', async () => {
  expect(await runDefaultExport<string[]>(root, 'src/entry.ts', 'plain')).toEqual([]);
  const generated = { [path.join(root, 'src/samples.generated.ts')]: 'export const SAMPLES = {"curl": "curl …"};\n' };
  expect(await runDefaultExport<string[]>(root, 'src/entry.ts', 'replaced', generated)).toEqual(['curl']);
});
