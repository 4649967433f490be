/**
 * Code samples with the reader's values in them (the sandbox's address, their email and organisation), highlighted
 * at build time all the same (docs/architecture.md#code-highlighting): the build highlights each sample written
 * with placeholders in place of those values, and the page puts the values into the placeholders' tokens.
 */
import type { CodeTokenLines } from '@northvault/ui/code-lines';

/** A sample as the build saw it (`code`, with placeholders), and each placeholder's value for this reader. */
export interface SampleTemplate {
  code: string;
  values: Readonly<Record<string, string>>;
}

/** The placeholder of one value: a plain word, so a highlighter keeps it whole inside the token it sits in. */
export function placeholder(name: string): string {
  return `NV_PLACEHOLDER_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

/** `values` with each value replaced by its placeholder: what a sample is written with for the build. */
export function placeholders<Values extends object>(values: Values): Values {
  return Object.fromEntries(Object.keys(values).map((name) => [name, placeholder(name)])) as Values;
}

/** `write` as the build sees it (with placeholders), and as this reader's page shows it (with `values`). */
export function sampleTemplate<Values extends object>(
  write: (values: Values) => string,
  values: Values,
): SampleTemplate {
  return {
    code: write(placeholders(values)),
    values: Object.fromEntries(Object.entries(values).map(([name, value]) => [placeholder(name), String(value)])),
  };
}

/** The template's code with each placeholder replaced by its value. */
export function filledSample(template: SampleTemplate): string {
  return Object.entries(template.values).reduce((code, [mark, value]) => code.replaceAll(mark, value), template.code);
}

/**
 * The tokens of `code`: its own if the build highlighted it as it is, else its template's with the values put
 * into the tokens. Null when neither was highlighted, or when the filled-in tokens would not read exactly as
 * `code` (a value the sample escapes, say): the sample then shows as plain text, never as something else.
 */
export function highlightedLines(
  highlights: Readonly<Record<string, CodeTokenLines>>,
  code: string,
  template?: SampleTemplate,
): CodeTokenLines | null {
  const own = highlights[code];
  if (own) return own;
  const templateLines = template && highlights[template.code];
  if (!templateLines) return null;
  const entries = Object.entries(template.values);
  const filled = templateLines.map((line) =>
    line.map((token) => ({
      ...token,
      text: entries.reduce((text, [mark, value]) => text.replaceAll(mark, value), token.text),
    })),
  );
  const text = filled.map((line) => line.map((token) => token.text).join('')).join('\n');
  return text === code ? filled : null;
}
