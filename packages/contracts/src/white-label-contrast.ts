/**
 * The brand's contrast gate (WCAG AA, 4.5:1): text on the primary colour (buttons, calls to
 * action) and text on the background gradient (the page heroes). A brand failing either is not
 * published; the configurator shows the same checks as the brand is edited.
 */
import { contrastRatio, formatContrastRatio, textContrastOn, WCAG_AA_TEXT_CONTRAST } from './contrast-ratio';
import { gradientColors } from './css-gradient';
import type { WhiteLabelBrand } from './white-label';

/** The lightest-weight text the site sets on the background: the heroes' muted lead (`--nv-color-on-dark-muted`). */
export const TEXT_ON_BACKGROUND = '#cbd5e1';

export interface ContrastCheck {
  field: 'primaryColor' | 'backgroundGradient';
  /** `Text on the primary color`: the pair, as people read it. */
  pair: string;
  text: string;
  background: string;
  ratio: number;
  passes: boolean;
  /** Says why a failing pair fails, naming it; `null` when it passes. */
  problem: string | null;
}

const MINIMUM = `${WCAG_AA_TEXT_CONTRAST}:1`;

function check(
  field: ContrastCheck['field'],
  pair: string,
  text: string,
  background: string,
  ratio: number,
): ContrastCheck {
  const passes = ratio >= WCAG_AA_TEXT_CONTRAST;
  const problem = passes
    ? null
    : `${pair} is below WCAG AA: ${text} on ${background} is ${formatContrastRatio(ratio)}, under ${MINIMUM}.`;
  return { field, pair, text, background, ratio, passes, problem };
}

/** The primary-colour check and, for the background, its weakest colour stop. */
export function brandContrastChecks(
  brand: Pick<WhiteLabelBrand, 'primaryColor' | 'backgroundGradient'>,
): ContrastCheck[] {
  const onPrimary = textContrastOn(brand.primaryColor);
  const checks = [
    check('primaryColor', 'Text on the primary color', onPrimary.textColor, brand.primaryColor, onPrimary.textRatio),
  ];
  const stops = gradientColors(brand.backgroundGradient);
  if (stops === null) {
    checks.push({
      field: 'backgroundGradient',
      pair: 'Text on the background',
      text: TEXT_ON_BACKGROUND,
      background: brand.backgroundGradient,
      ratio: 0,
      passes: false,
      problem: 'Text on the background cannot be checked: the background is not a gradient of hex colours.',
    });
    return checks;
  }
  const weakest = stops
    .map((stop) => ({ stop, ratio: contrastRatio(TEXT_ON_BACKGROUND, stop) }))
    .reduce((low, next) => (next.ratio < low.ratio ? next : low));
  checks.push(check('backgroundGradient', 'Text on the background', TEXT_ON_BACKGROUND, weakest.stop, weakest.ratio));
  return checks;
}

/** The failing checks' sentences; empty when the brand may be published. */
export function brandContrastProblems(brand: Pick<WhiteLabelBrand, 'primaryColor' | 'backgroundGradient'>): string[] {
  return brandContrastChecks(brand).flatMap((result) => (result.problem ? [result.problem] : []));
}
