/**
 * A webpack loader that replaces a remote's code-highlights module with the highlighted tokens of its code
 * samples, worked out at build time (docs/architecture.md#code-highlighting). Its `samples` option names a
 * module whose default export lists the samples; the module it replaces exports `CODE_HIGHLIGHTS`, empty in
 * the source (so tests and type checks need no build step).
 */
import type { LoaderContext } from 'webpack';
import { highlightSamples, highlightsModule, type CodeSample } from './highlight-code';
import { runDefaultExport } from './load-for-node';

export interface HighlightLoaderOptions {
  /** Path, from the remote's folder, of the module listing the samples. */
  samples: string;
  /** The remote's folder. */
  root: string;
}

export default function highlightLoader(this: LoaderContext<HighlightLoaderOptions>): void {
  const callback = this.async();
  const { samples, root } = this.getOptions();
  runDefaultExport<CodeSample[]>(root, samples, 'code-samples')
    .then(highlightSamples)
    .then((highlighted) => callback(null, highlightsModule(highlighted)))
    .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
}
