// Generated at build time by @northvault/build's highlight-loader; this content is a placeholder for type-checking and tests.
/**
 * The highlighted tokens of every code sample in this remote's content, keyed by the sample's code. The
 * build replaces this module with them (`codeHighlights` in webpack.config.js, docs/architecture.md#code-highlighting);
 * as written here, without a build (tests), there are none and samples show as plain text.
 */
import type { HighlightedCode } from '@northvault/build/highlight-code';

export const CODE_HIGHLIGHTS: Readonly<Record<string, HighlightedCode>> = {};
