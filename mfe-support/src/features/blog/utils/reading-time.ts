import { plainText, type ContentBlock } from '../../../content/content-block';

/** A common estimate for reading on screen. */
const WORDS_PER_MINUTE = 200;

/** `6 min read`, worked out from the words of an article so it stays true when the text changes. */
export function readingTime(blocks: readonly ContentBlock[]): string {
  const words = plainText(blocks).split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}
