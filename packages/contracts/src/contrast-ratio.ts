/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): the relative luminance
 * of each sRGB colour, then (lighter + 0.05) / (darker + 0.05), from 1:1 to 21:1.
 */
import { isHexColor } from './white-label';

/** The minimum for normal-size text at level AA (success criterion 1.4.3). */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

export const WHITE = '#ffffff';
/** The site's ink: dark text is this, never pure black, on the branded site as everywhere else. */
export const INK = '#0f172a';

/** Relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  if (!isHexColor(hex)) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = [1, 3, 5].map((start) => linearChannel(parseInt(hex.slice(start, start + 2), 16)));
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

function linearChannel(value: number): number {
  const channel = value / 255;
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** The contrast ratio of two `#rrggbb` colours; the order does not matter. */
export function contrastRatio(first: string, second: string): number {
  const [darker, lighter] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => a - b);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** `3.2586…` → `3.25:1`. Cut, never rounded up, so 4.499 cannot read as a passing 4.50. */
export function formatContrastRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

export interface TextContrast {
  /** The text colour the site sets on this background: white when it meets AA, otherwise the ink. */
  textColor: typeof WHITE | typeof INK;
  textRatio: number;
  passes: boolean;
}

/**
 * The text colour for a coloured surface such as a primary button. White is the platform's usual
 * choice; the ink takes over where white is below AA. Mid-tones on which neither reaches 4.5:1
 * (such as `#7a7a7a`) fail, and a brand with one cannot be published.
 */
export function textContrastOn(background: string): TextContrast {
  const whiteRatio = contrastRatio(WHITE, background);
  if (whiteRatio >= WCAG_AA_TEXT_CONTRAST) return { textColor: WHITE, textRatio: whiteRatio, passes: true };
  const inkRatio = contrastRatio(INK, background);
  return inkRatio > whiteRatio
    ? { textColor: INK, textRatio: inkRatio, passes: inkRatio >= WCAG_AA_TEXT_CONTRAST }
    : { textColor: WHITE, textRatio: whiteRatio, passes: false };
}
