import type { PageHead } from '@northvault/contracts/page-heads';
import { withFragments } from './pages-with-fragments';
import { prerenderWebpackConfig } from './prerender-webpack-config';

const head = (path: string) => ({ path, title: path }) as PageHead;

it('names each prerendered page’s fragment and the stylesheets of the page module its route exposes', () => {
  const files: Record<string, unknown> = {
    'fragments.json': { pages: [{ path: '/blog', file: 'fragments/blog.html' }] },
    'mf-manifest.json': {
      exposes: [
        { name: 'BlogPage', assets: { css: { sync: ['blog.css'], async: ['blog-lazy.css', 'blog.css'] } } },
        { name: 'TermsPage', assets: { css: { sync: ['terms.css'] } } },
      ],
    },
  };
  const pages = withFragments([head('/blog'), head('/terms')], (file) => files[file] ?? null);
  expect(pages).toEqual([
    {
      path: '/blog',
      title: '/blog',
      fragment: { file: 'fragments/blog.html', stylesheets: ['blog.css', 'blog-lazy.css'] },
    },
    // Not prerendered: no fragment, and the release gate decides whether that may go live.
    { path: '/terms', title: '/terms' },
  ]);
});

it('leaves the heads alone for a build that prerenders nothing', () => {
  expect(withFragments([head('/white-label')], () => null)).toEqual([head('/white-label')]);
});

it('bundles the prerender module with the browser build’s CSS-module names, exporting only the names', () => {
  const cssModules = { localIdentName: '[hash:base64:7]', localIdentHashSalt: 'mfe_support', namedExport: false };
  const browser = {
    context: '/repo/mfe-support',
    module: {
      rules: [
        { test: /\.tsx?$/, use: { loader: 'ts-loader' } },
        {
          test: /\.module\.css$/,
          use: ['mini-css-extract-loader', { loader: 'css-loader', options: { modules: cssModules } }],
        },
        { test: /\.css$/, exclude: /\.module\.css$/, use: ['mini-css-extract-loader', 'css-loader'] },
      ],
    },
  };
  const config = prerenderWebpackConfig(browser, './src/prerender/prerender-pages.tsx');
  expect(config.target).toBe('node');
  expect(config.output?.path).toBe('/repo/mfe-support/node_modules/.cache/northvault-prerender');
  const [ts, modules, global] = config.module!.rules as Array<{ use: unknown }>;
  expect(ts!.use).toEqual({ loader: 'ts-loader' });
  expect(modules!.use).toEqual([
    { loader: 'css-loader', options: { modules: { ...cssModules, exportOnlyLocals: true } } },
  ]);
  expect(global!.use).toEqual([
    { loader: 'css-loader', options: { modules: { mode: 'global', exportOnlyLocals: true } } },
  ]);
});
