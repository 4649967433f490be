/**
 * Runs a module of a remote's source in Node at build time: esbuild bundles it (TypeScript and JSX, CSS
 * Modules as plain class names), React stays external so the remote's own copy renders it.
 */
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

/** The default export of `entry` (a path relative to `root`), which must be a function; its result, awaited. */
export async function runDefaultExport<T>(root: string, entry: string, name: string): Promise<T> {
  // Inside the remote's node_modules, so the bundle's require('react') finds the remote's React.
  const bundle = path.join(root, 'node_modules', '.cache', 'northvault-build', `${name}.cjs`);
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
    plugins: [cssModulesAsNames],
  });
  // A fresh copy each time: a watching build calls this again after the source changed.
  delete require.cache[bundle];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(bundle) as { default?: () => T | Promise<T> };
  if (typeof loaded.default !== 'function') throw new Error(`${entry} must export a function by default`);
  return loaded.default();
}
