/**
 * Build-time syntax highlighting with shiki (docs/architecture.md#code-highlighting). The browser gets
 * tokens with class names, never shiki itself and never inline `style=` attributes: the site's CSP allows
 * no inline styles, and a class per kind of token lets the site's stylesheet choose the colours.
 */
import type { BundledLanguage } from 'shiki';

/** One run of text; `kind` names its colour (`keyword`, `string`…), absent for plain text. */
export interface CodeToken {
  text: string;
  kind?: string;
}

/** A sample's lines, each a list of tokens. */
export type HighlightedCode = CodeToken[][];

export interface CodeSample {
  code: string;
  /** shiki's language id: `typescript`, `bash`, `json`… */
  language: string;
}

/** The kinds the site's stylesheet colours (shiki's css-variables theme names them). */
export const TOKEN_KINDS = [
  'keyword',
  'string',
  'string-expression',
  'constant',
  'function',
  'parameter',
  'comment',
  'punctuation',
  'link',
] as const;

type TokenKind = (typeof TOKEN_KINDS)[number];

const KIND_OF_COLOR = /^var\(--shiki-token-([a-z-]+)\)$/;

/** Highlights every sample, keyed by its code: the page looks its sample up by the same text. */
export async function highlightSamples(samples: readonly CodeSample[]): Promise<Record<string, HighlightedCode>> {
  // shiki ships ES modules only; this package is CommonJS.
  const { createHighlighter, createCssVariablesTheme } = await import('shiki');
  const themeName = 'northvault-tokens';
  const theme = createCssVariablesTheme({ name: themeName, variablePrefix: '--shiki-' });
  const languages = [...new Set(samples.map((sample) => sample.language as BundledLanguage))];
  const highlighter = await createHighlighter({ themes: [theme], langs: languages });
  try {
    const highlighted: Record<string, HighlightedCode> = {};
    for (const { code, language } of samples) {
      // No time limit: on a busy build machine the first lines would otherwise come back as one plain token.
      const { tokens } = highlighter.codeToTokens(code, {
        lang: language as BundledLanguage,
        theme: themeName,
        tokenizeTimeLimit: 0,
      });
      highlighted[code] = tokens.map((line) =>
        line.map(({ content, color }) => {
          const kind = KIND_OF_COLOR.exec(color ?? '')?.[1];
          return kind && (TOKEN_KINDS as readonly string[]).includes(kind)
            ? { text: content, kind }
            : { text: content };
        }),
      );
    }
    return highlighted;
  } finally {
    highlighter.dispose();
  }
}

/** A token as the build writes it into a bundle: plain text as a string, a coloured one as `[text, kind's index]`. */
type PackedToken = string | [string, number];

/**
 * The module that replaces a remote's code-highlights module: `CODE_HIGHLIGHTS`, keyed by each sample's code.
 * Written packed, for the bundle's size: each token is its text and the index of its kind, and the key is not
 * written at all (it is the tokens' text, put back together when the module runs).
 */
export function highlightsModule(highlighted: Readonly<Record<string, HighlightedCode>>): string {
  const packed = Object.entries(highlighted).map(([code, lines]) => {
    if (lines.map((line) => line.map((token) => token.text).join('')).join('\n') !== code) {
      throw new Error(`The highlighted tokens do not read as the sample they came from:\n${code}`);
    }
    return lines.map((line) =>
      line.map(({ text, kind }): PackedToken => (kind ? [text, TOKEN_KINDS.indexOf(kind as TokenKind)] : text)),
    );
  });
  // The tokens as a JSON string, not an object literal: the browser parses JSON.parse's argument several times
  // faster than the same data as JavaScript. And each sample's tokens are unpacked only when a page reads
  // them: /documentation shows a few of the hundreds of samples, and unpacking them all on arrival was one
  // long task under a phone's CPU.
  return `const KINDS = ${JSON.stringify(TOKEN_KINDS)};
const PACKED = JSON.parse(${JSON.stringify(JSON.stringify(packed))});
const lineText = (line) => line.map((token) => (typeof token === 'string' ? token : token[0])).join('');
const unpack = (lines) =>
  lines.map((line) =>
    line.map((token) => (typeof token === 'string' ? { text: token } : { text: token[0], kind: KINDS[token[1]] })),
  );
export const CODE_HIGHLIGHTS = {};
for (const lines of PACKED) {
  let tokens;
  Object.defineProperty(CODE_HIGHLIGHTS, lines.map(lineText).join('\\n'), {
    enumerable: true,
    get: () => tokens ?? (tokens = unpack(lines)),
  });
}
`;
}
