/**
 * The shell's entry script only starts loading the app (`import('./bootstrap')`, the async boundary
 * Module Federation needs) and the shared modules it provides (React, the router…) once it has
 * run: they would arrive one round trip late. This plugin lists those chunks in index.html as
 * <link rel="preload">, so the browser fetches them in parallel with the entry script.
 *
 * The entry's other async groups are the shared modules the shell provides, which is what the
 * share scope loads at start; the startup group's own children are the consume fallbacks, which
 * it does not, so they are left out.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';

const PLUGIN = 'PreloadStartupChunksPlugin';

export class PreloadStartupChunksPlugin {
  /** @param chunkName the webpackChunkName of the startup import */
  constructor(private readonly chunkName: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation: Compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const startup = compilation.namedChunkGroups.get(this.chunkName);
        if (!startup) throw new Error(`${PLUGIN}: no chunk named "${this.chunkName}"`);
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const groups = [...compilation.entrypoints.values()].flatMap((entry) => entry.getChildren());
        const files = new Set(
          groups
            .flatMap((group) => group.chunks)
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.js')),
        );
        data.headTags.push(
          ...[...files].map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          ),
        );
        return data;
      });
    });
  }
}
