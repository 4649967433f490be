/**
 * The Node bundle of an app's prerender module (docs/architecture.md#first-paint-from-prerendered-fragments).
 * It is compiled from the browser build's own rules, with one change: CSS modules export only their class
 * names (css-loader `exportOnlyLocals`) with the same `localIdentName` and salt, so every class in a prerendered
 * fragment is the class the browser build's stylesheet defines. React and the router stay external: the app's
 * own copies render the pages when `northvault-prerender` runs the bundle.
 */
import path from 'node:path';
import type { Configuration, RuleSetRule, RuleSetUseItem } from 'webpack';

/** Where the bundle goes: under the app's node_modules, never in dist/ (it is not part of a release). */
export function prerenderBundlePath(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'northvault-prerender', 'prerender.cjs');
}

function isCssRule(rule: RuleSetRule): boolean {
  return rule.test instanceof RegExp && rule.test.source.includes('css');
}

/** css-loader's options of a browser CSS rule, with only the class names exported. */
function namesOnly(rule: RuleSetRule): RuleSetRule {
  const uses = (Array.isArray(rule.use) ? rule.use : []) as RuleSetUseItem[];
  const cssLoader = uses.find(
    (use): use is { loader: string; options: { modules?: Record<string, unknown> } } =>
      typeof use === 'object' && use !== null && 'loader' in use && use.loader === 'css-loader',
  );
  const modules = cssLoader?.options.modules;
  return {
    ...rule,
    use: [
      {
        loader: 'css-loader',
        // A global stylesheet has no class names to export: it becomes an empty module.
        options: {
          modules: modules ? { ...modules, exportOnlyLocals: true } : { mode: 'global', exportOnlyLocals: true },
        },
      },
    ],
  };
}

export function prerenderWebpackConfig(browser: Configuration, entry: string): Configuration {
  const root = String(browser.context);
  const bundle = prerenderBundlePath(root);
  const rules = (browser.module?.rules ?? []).filter(
    (rule): rule is RuleSetRule => Boolean(rule) && typeof rule === 'object',
  );
  return {
    name: 'prerender',
    mode: 'production',
    context: root,
    target: 'node',
    entry: { prerender: entry },
    devtool: false,
    output: {
      path: path.dirname(bundle),
      filename: path.basename(bundle),
      library: { type: 'commonjs2' },
      // Images keep the browser build's file names; a fragment that shows one would need its URL.
      publicPath: '',
      clean: true,
    },
    resolve: browser.resolve,
    module: { rules: rules.map((rule) => (isCssRule(rule) ? namesOnly(rule) : rule)) },
    // The app's own React and router render the pages, as they would in the browser (one copy).
    externals: [/^react(-dom)?(\/.*)?$/, /^react-router(-dom)?$/],
    externalsType: 'commonjs',
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
