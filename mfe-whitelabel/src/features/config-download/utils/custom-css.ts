import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import { textContrastOn } from '../../preview/utils/contrast-ratio';
import { fontStack } from '../../preview/utils/font-stack';

/** The CSS custom properties a branded platform reads, under `--wl-`. */
export function customCssProperties(
  config: Pick<
    WhiteLabelConfig,
    'primaryColor' | 'secondaryColor' | 'accentColor' | 'backgroundGradient' | 'fontFamily'
  >,
): Record<string, string> {
  return {
    '--wl-color-primary': config.primaryColor,
    '--wl-color-secondary': config.secondaryColor,
    '--wl-color-accent': config.accentColor,
    // Text on primary-coloured buttons: the one that meets WCAG AA, so the platform ships readable.
    '--wl-color-on-primary': textContrastOn(config.primaryColor).textColor,
    '--wl-background-gradient': config.backgroundGradient,
    '--wl-font-family': fontStack(config.fontFamily),
  };
}

/** A `:root { … }` rule declaring the brand's custom properties, one per line. */
export function buildCustomCss(config: Parameters<typeof customCssProperties>[0]): string {
  const declarations = Object.entries(customCssProperties(config)).map(([name, value]) => `  ${name}: ${value};`);
  return `:root {\n${declarations.join('\n')}\n}\n`;
}
