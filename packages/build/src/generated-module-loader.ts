/**
 * A webpack loader that replaces a module of a remote's source with values worked out at build time, in Node
 * (docs/decisions/0008-build-time-generated-modules.md). Its `generator` option names a module whose default
 * export returns `{ exports, files? }`: each export becomes `export const NAME = <its JSON>`, and each file is
 * written into the build's output. The module it replaces declares the same exports, empty, so tests and type
 * checks need no build step.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import { runDefaultExport } from './load-for-node';

export interface GeneratedModuleLoaderOptions {
  /** Path, from the remote's folder, of the module whose default export generates the values. */
  generator: string;
  /** The remote's folder. */
  root: string;
}

export interface GeneratedModule {
  exports: Readonly<Record<string, unknown>>;
  /** Files written next to the bundles, by name: what other tools read of the build. */
  files?: Readonly<Record<string, string>>;
}

/** What the name of every module a loader replaces ends with, so that its reader knows it is a placeholder. */
export const GENERATED_MODULE_SUFFIX = '.generated.ts';

/**
 * The absolute path of a module the build replaces. Refuses one whose name does not say so, and one that is not
 * there: a loader whose rule matches no file would leave the empty placeholder in the bundle without a word.
 */
export function generatedModulePath(root: string, module: string): string {
  if (!module.endsWith(GENERATED_MODULE_SUFFIX)) {
    throw new Error(`${module} is replaced at build time: its name must end with ${GENERATED_MODULE_SUFFIX}`);
  }
  const file = path.resolve(root, module);
  if (!existsSync(file)) throw new Error(`${file} is missing: the build has no placeholder module to replace`);
  return file;
}

/** The source of a module exporting `values`, each as a constant. */
export function generatedModuleSource(values: Readonly<Record<string, unknown>>): string {
  return Object.entries(values)
    .map(([name, value]) => {
      if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`${name} cannot be the name of an export`);
      // A JSON string, which the browser parses several times faster than the same value as a literal.
      return `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;
    })
    .join('');
}

export default function generatedModuleLoader(this: LoaderContext<GeneratedModuleLoaderOptions>): void {
  const callback = this.async();
  const { generator, root } = this.getOptions();
  runDefaultExport<GeneratedModule>(root, generator, 'generated-module')
    .then((generated) => {
      for (const [name, content] of Object.entries(generated.files ?? {})) this.emitFile(name, content);
      callback(null, generatedModuleSource(generated.exports));
    })
    .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
}
