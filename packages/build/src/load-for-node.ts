/**
 * Runs a module of a remote's source in Node at build time: esbuild bundles it (TypeScript and JSX, CSS
 * Modules as plain class names), React stays external so the remote's own copy renders it.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

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

/** Modules whose source is replaced, by absolute path: the build's generated modules (generated-module-loader.ts). */
function replacedModules(sources: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'replaced-modules',
    setup(builder) {
      builder.onLoad({ filter: /\.generated\.ts$/ }, (args) =>
        args.path in sources ? { contents: sources[args.path], loader: 'ts' } : undefined,
      );
    },
  };
}

/** Bundles written by this process so far: each call has a file of its own. */
let bundlesWritten = 0;

/**
 * The default export of `entry` (a path relative to `root`), which must be a function; its result, awaited.
 * `replacements` gives the source of modules the build generates, by absolute path, as webpack's loaders would.
 */
export async function runDefaultExport<T>(
  root: string,
  entry: string,
  name: string,
  replacements: Readonly<Record<string, string>> = {},
): Promise<T> {
  // Inside the remote's node_modules, so the bundle's require('react') finds the remote's React. One file per call:
  // webpack runs a build's generated modules side by side, and one must never read another's half-written bundle.
  bundlesWritten += 1;
  const bundle = path.join(
    root,
    'node_modules',
    '.cache',
    'northvault-build',
    `${name}-${process.pid}-${bundlesWritten}.cjs`,
  );
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
    plugins: [cssModulesAsNames, replacedModules(replacements)],
  });
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require(bundle) as { default?: () => T | Promise<T> };
    if (typeof loaded.default !== 'function') throw new Error(`${entry} must export a function by default`);
    return await loaded.default();
  } finally {
    // A watching build calls this again after the source changed, under a new name: nothing is kept of this one.
    delete require.cache[bundle];
    rmSync(bundle, { force: true });
  }
}
