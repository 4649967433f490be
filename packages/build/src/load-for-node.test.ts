import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

it('runs modules side by side under one name, each with its own bundle, and leaves no bundle behind', async () => {
  // webpack builds a remote's generated modules in parallel, each through this function under the same name.
  const entries = ['a', 'b', 'c', 'd'].map((letter) => {
    writeFileSync(path.join(root, `src/${letter}.ts`), `export default async () => '${letter}'.repeat(3);\n`);
    return { letter, entry: `src/${letter}.ts` };
  });
  const results = await Promise.all(
    entries.map(({ entry }) => runDefaultExport<string>(root, entry, 'generated-module')),
  );
  expect(results).toEqual(['aaa', 'bbb', 'ccc', 'ddd']);
  expect(readdirSync(path.join(root, 'node_modules/.cache/northvault-build'))).toEqual([]);
});
