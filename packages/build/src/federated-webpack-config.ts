/**
 * One webpack configuration for the shell (the Module Federation host) and every remote,
 * so the share scope, loaders and output rules cannot drift between teams.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { SHARED_SINGLETONS, type MicroFrontend } from '@northvault/contracts/micro-frontends';
import type { DevHostPagesLoaderOptions } from './dev-host-pages-loader';
import { generatedModulePath } from './generated-module-loader';
import { PreloadStartupChunksPlugin } from './preload-startup-chunks-plugin';
import { prerenderWebpackConfig } from './prerender-webpack-config';
import { SharedExportsPlugin } from './shared-exports-plugin';
import { StartupStylesheetsPlugin } from './startup-stylesheets-plugin';

interface AppOptions {
  /** The app's folder (its package.json, tsconfig.json and src/ live there). */
  root: string;
}

export interface HostOptions extends AppOptions {
  name: string;
  /** The HTML page that boots the shell. */
  htmlTemplate: string;
  favicon?: string;
  /** Module whose default export prerenders the shell's frame of each page (see prerender-webpack-config.ts). */
  prerender?: string;
}

export interface RemoteOptions extends AppOptions {
  microFrontend: MicroFrontend;
  /** Source file of every page the contract says this remote exposes. */
  pages: Record<string, string>;
  /**
   * Build-time code highlighting: `module` (exports `CODE_HIGHLIGHTS`, named `*.generated.ts`) is replaced by the
   * tokens of the samples that `samples`' default export lists (see highlight-loader.ts).
   */
  codeHighlights?: { module: string; samples: string };
  /**
   * Modules replaced at build time by what a generator module works out in Node (see
   * generated-module-loader.ts): `module` (named `*.generated.ts`) declares the exports empty, `generator`'s
   * default export fills them.
   */
  generatedModules?: readonly { module: string; generator: string }[];
  /**
   * Module whose default export prerenders the remote's public pages to HTML fragments
   * (docs/architecture.md#first-paint-from-prerendered-fragments); bundled for Node beside the browser build.
   */
  prerender?: string;
}

interface WebpackArgv {
  mode?: 'production' | 'development' | 'none';
  /** webpack-cli's env: `WEBPACK_SERVE` under `webpack serve` (`npm run dev -w <mfe>`). */
  env?: Record<string, unknown>;
}

type WebpackConfiguration = Configuration & { devServer?: DevServerConfiguration };

/**
 * Modules every app shares as singletons: the contract's packages, plus prefixes. `react-dom/` and
 * `react/` share `react-dom/client` and `react/jsx-runtime` too, so the browser loads React once;
 * `@northvault/session/` shares the page's brand (`@northvault/session/brand`) the same way.
 */
const SINGLETONS = [...SHARED_SINGLETONS, 'react/', 'react-dom/', '@northvault/session/'] as const;

/** The shared router, and the request it serves (see sharedModules). */
const ROUTER_SHARE_KEY = '@northvault/router';
const ROUTER_REQUEST = 'react-router-dom';

interface SharedConfig {
  singleton: boolean;
  requiredVersion: string;
  import?: string;
  shareKey?: string;
}

/**
 * The federation runtime's packages ship CommonJS and ES module builds. The external-runtime
 * plugin require()s one while the bundler runtime imports the other, so both end up in the shell
 * (~25 KB gzip twice). Resolving every request to the ES module build keeps one copy.
 */
function singleFederationRuntime(): Record<string, string> {
  const packages = [
    '@module-federation/runtime-core',
    '@module-federation/sdk',
    '@module-federation/runtime',
    '@module-federation/error-codes',
  ];
  return Object.fromEntries(
    packages.map((name) => {
      // Their exports map hides package.json, so find the package folder from its entry point.
      const entry = require.resolve(name);
      const folder = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
      const { exports } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
        exports: { '.': { import: { default: string } } };
      };
      return [`${name}$`, path.join(folder, exports['.'].import.default)];
    }),
  );
}

function sharedModules(root: string) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const dependencies = manifest.dependencies ?? {};
  const shared: Record<string, SharedConfig> = Object.fromEntries(
    SINGLETONS.map((request) => {
      const packageName = request.replace(/\/$/, '');
      const range = dependencies[packageName];
      if (!range) throw new Error(`${root}/package.json must depend on ${packageName}: it is a shared singleton`);
      return [request, { singleton: true, requiredVersion: range }];
    }),
  );
  // Code imports react-router-dom as usual, and gets the shared @northvault/router: only the parts of
  // React Router the site uses reach the browser (packages/router/src/index.ts).
  shared[ROUTER_REQUEST] = { ...shared[ROUTER_SHARE_KEY]!, import: ROUTER_SHARE_KEY, shareKey: ROUTER_SHARE_KEY };
  return shared;
}

/** The exposes map of a remote, checked against the pages the shell expects from it. */
function exposedPages(options: RemoteOptions): Record<string, string> {
  const expected = [...options.microFrontend.pages].sort();
  const given = Object.keys(options.pages).sort();
  if (expected.join() !== given.join()) {
    throw new Error(
      `${options.microFrontend.id} must expose exactly ${expected.join(', ')} (see @northvault/contracts/micro-frontends); it exposes ${given.join(', ')}`,
    );
  }
  return Object.fromEntries(Object.entries(options.pages).map(([page, file]) => [`./${page}`, file]));
}

export function hostWebpackConfig(options: HostOptions, argv: WebpackArgv = {}): Configuration | Configuration[] {
  const browser = federatedWebpackConfig(
    { ...options, html: { template: options.htmlTemplate, favicon: options.favicon } },
    argv,
  );
  return withPrerenderBundle(browser, options.prerender, argv);
}

/**
 * In a production build, the prerender module is bundled for Node by a second compiler of the same rules, so
 * its CSS-module class names are the browser build's (prerender-webpack-config.ts).
 */
function withPrerenderBundle(
  browser: Configuration,
  prerender: string | undefined,
  argv: WebpackArgv,
): Configuration | Configuration[] {
  const production = (argv.mode ?? 'production') === 'production';
  if (!prerender || !production || argv.env?.WEBPACK_SERVE === true) return browser;
  return [browser, prerenderWebpackConfig(browser, prerender)];
}

export function remoteWebpackConfig(
  options: RemoteOptions,
  argv: WebpackArgv = {},
): WebpackConfiguration | WebpackConfiguration[] {
  const config = federatedWebpackConfig(
    {
      root: options.root,
      name: options.microFrontend.container,
      exposes: exposedPages(options),
      codeHighlights: options.codeHighlights,
      generatedModules: options.generatedModules,
      devHost: argv.env?.WEBPACK_SERVE === true,
    },
    argv,
  );
  return argv.env?.WEBPACK_SERVE === true
    ? withDevHost(config, options)
    : withPrerenderBundle(config, options.prerender, argv);
}

/** `mfe-docs` → `MFE_DOCS_PORT`, the variable `npm start` also reads for the remote's port. */
function remotePort({ id, defaultPort }: RemoteOptions['microFrontend']): number {
  const raw = process.env[`${id.toUpperCase().replace(/-/g, '_')}_PORT`];
  return raw ? Number(raw) : defaultPort;
}

/**
 * `npm run dev -w <mfe>`: the remote on webpack-dev-server, on its own port and hot-reloaded, with
 * remoteEntry.js open to any origin (the real site can load it through an override cookie) and a
 * small dev host page (@northvault/ui/dev-host) that renders its pages with a fake session.
 */
function withDevHost(config: WebpackConfiguration, options: RemoteOptions): WebpackConfiguration {
  const start = require.resolve('@northvault/ui/dev-host/start', { paths: [options.root] });
  const { id, label } = options.microFrontend;
  const pagesLoader: DevHostPagesLoaderOptions = { id, label, root: options.root, pages: options.pages };
  return {
    ...config,
    // No eval() in the modules: the real site's CSP has no 'unsafe-eval' when it loads this server's build.
    devtool: 'cheap-module-source-map',
    entry: { 'dev-host': start },
    module: {
      ...config.module,
      rules: [
        ...(config.module?.rules ?? []),
        {
          test: generatedModulePath(path.dirname(start), 'remote-pages.generated.ts'),
          use: { loader: require.resolve('./dev-host-pages-loader'), options: pagesLoader },
        },
      ],
    },
    plugins: [
      ...(config.plugins ?? []),
      new HtmlWebpackPlugin({
        title: `${id} dev host`,
        templateContent:
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>' +
          `${id} dev host</title></head><body><div id="root"></div></body></html>`,
        chunks: ['dev-host'],
        // Deep links (/blog/some-post) get the same page; its scripts are at the root.
        publicPath: '/',
      }),
    ],
    devServer: {
      port: remotePort(options.microFrontend),
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The backend of `npm start` (or BACKEND_URL), for the pages that call the API.
      proxy: [{ context: ['/api'], target: process.env.BACKEND_URL || 'http://localhost:3000' }],
      client: { overlay: { warnings: false } },
    },
  };
}

interface FederatedAppOptions extends AppOptions {
  /** Federation container name: `shell`, `mfe_docs`… (a JavaScript identifier). */
  name: string;
  exposes?: Record<string, string>;
  html?: { template: string; favicon?: string };
  codeHighlights?: RemoteOptions['codeHighlights'];
  generatedModules?: RemoteOptions['generatedModules'];
  /** Served by the dev server with its own dev host: no shell provides the federation runtime. */
  devHost?: boolean;
}

function federatedWebpackConfig(options: FederatedAppOptions, argv: WebpackArgv): Configuration {
  const production = (argv.mode ?? 'production') === 'production';
  const isHost = options.html !== undefined;
  const fileName = production ? '[name].[contenthash:10]' : '[name]';

  return {
    mode: production ? 'production' : 'development',
    context: options.root,
    // A remote has no page of its own: its only entry is the container the federation plugin adds.
    entry: isHost ? { main: './src/index.ts' } : {},
    // Production maps are written for whoever debugs a build, never linked from the bundles; the
    // site's servers refuse to send any .map file (packages/hosting static-files.ts).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.root, 'dist'),
      // The host serves deep links (/api-docs/business) from one index.html, so its assets need absolute
      // paths; a remote's assets are found relative to wherever its remoteEntry.js was loaded from.
      publicPath: isHost ? '/' : 'auto',
      filename: `${fileName}.js`,
      chunkFilename: `${fileName}.js`,
      assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
      uniqueName: options.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: singleFederationRuntime(),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            // Type checking is `npm run typecheck`'s job; the build only transpiles.
            options: { transpileOnly: true, configFile: path.join(options.root, 'tsconfig.json') },
          },
        },
        {
          test: /\.module\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                modules: {
                  // The app name in the hash keeps two remotes' `.card` classes apart.
                  localIdentName: production ? '[hash:base64:7]' : `${options.name}__[local]__[hash:base64:4]`,
                  localIdentHashSalt: options.name,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                },
              },
            },
          ],
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
        {
          test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/,
          type: 'asset',
        },
        // After the TypeScript rule, so it runs first: its output is what ts-loader then compiles.
        ...(options.codeHighlights
          ? [
              {
                test: generatedModulePath(options.root, options.codeHighlights.module),
                use: {
                  loader: require.resolve('./highlight-loader'),
                  options: { root: options.root, samples: options.codeHighlights.samples },
                },
              },
            ]
          : []),
        ...(options.generatedModules ?? []).map(({ module, generator }) => ({
          test: generatedModulePath(options.root, module),
          use: {
            loader: require.resolve('./generated-module-loader'),
            options: { root: options.root, generator },
          },
        })),
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        // Remotes are registered at run time from the registry, never baked into the build.
        remotes: {},
        shared: sharedModules(options.root),
        // A dead remote must not block the shell from starting (docs/architecture.md#composition-at-run-time).
        shareStrategy: 'loaded-first',
        manifest: true,
        // Cross-app types live in @northvault/contracts; generated federation types would duplicate them.
        dts: false,
        // One copy of the federation runtime, provided by the shell: each remoteEntry.js would otherwise
        // carry its own (~20 KB gzip each). `target: 'web'` lets the minifier drop the runtime's
        // Node.js script loading, which a browser never runs.
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } }
          : { externalRuntime: !options.devHost, optimization: { target: 'web' } },
      }),
      new SharedExportsPlugin(ROUTER_SHARE_KEY),
      new MiniCssExtractPlugin({
        filename: `${fileName}.css`,
        chunkFilename: `${fileName}.css`,
      }),
      ...(options.html
        ? [
            new HtmlWebpackPlugin({
              template: options.html.template,
              favicon: options.html.favicon,
              scriptLoading: 'defer',
              minify: production,
            }),
            new PreloadStartupChunksPlugin('bootstrap'),
            new StartupStylesheetsPlugin('bootstrap'),
          ]
        : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
