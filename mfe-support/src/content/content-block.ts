/**
 * Long-form text (blog articles, legal documents) kept as data, so it can be tested and rendered
 * with the page's own heading levels. In `text`, `backticks` mark inline code.
 */
export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'code'; language: string; code: string };

export const paragraph = (text: string): ContentBlock => ({ kind: 'paragraph', text });

export const heading = (text: string): ContentBlock => ({ kind: 'heading', text });

export const bulletList = (...items: string[]): ContentBlock => ({ kind: 'list', items });

export const numberedList = (...items: string[]): ContentBlock => ({ kind: 'list', items, ordered: true });

export const codeSample = (language: string, code: string): ContentBlock => ({ kind: 'code', language, code });

/** The anchor of a heading, from its words: `Acknowledge first, work later` → `acknowledge-first-work-later`. */
export function headingAnchor(text: string): string {
  return text
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every word a reader reads, for reading-time estimates and text searches in tests. */
export function plainText(blocks: readonly ContentBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'list':
          return block.items.join(' ');
        case 'code':
          return block.code;
        default:
          return block.text;
      }
    })
    .join(' ');
}
