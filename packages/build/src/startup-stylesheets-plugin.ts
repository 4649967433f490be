/**
 * Names, in `startup-stylesheets.json`, the stylesheets of the shell's startup chunk (its header, footer and global
 * styles). Webpack loads them with that chunk, after the scripts ran; a prerendered page needs them before, so the
 * site server links them as `<link rel=stylesheet>` when it sends one
 * (docs/architecture.md#first-paint-from-prerendered-fragments).
 */
import { Compilation, type Compiler } from 'webpack';

const PLUGIN = 'StartupStylesheetsPlugin';
export const STARTUP_STYLESHEETS_FILE = 'startup-stylesheets.json';

export class StartupStylesheetsPlugin {
  /** @param chunkName the webpackChunkName of the startup import */
  constructor(private readonly chunkName: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const startup = compilation.namedChunkGroups.get(this.chunkName);
        if (!startup) throw new Error(`${PLUGIN}: no chunk named "${this.chunkName}"`);
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const stylesheets = startup.chunks
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.css'))
          .map((file) => `${publicPath}${file}`);
        compilation.emitAsset(
          STARTUP_STYLESHEETS_FILE,
          new compiler.webpack.sources.RawSource(JSON.stringify({ stylesheets })),
        );
      });
    });
  }
}
