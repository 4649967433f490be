import { DEFAULT_WHITE_LABEL_CONFIG, type WhiteLabelConfig } from '@northvault/contracts/white-label';

export type BrandColors = Pick<WhiteLabelConfig, 'primaryColor' | 'secondaryColor' | 'accentColor'>;

export interface ColorPreset extends BrandColors {
  name: string;
}

/** The six colour presets (docs/product/white-label.md#colour-presets); the first is the default brand. */
export const COLOR_PRESETS: readonly ColorPreset[] = [
  {
    name: 'Periwinkle',
    primaryColor: DEFAULT_WHITE_LABEL_CONFIG.primaryColor,
    secondaryColor: DEFAULT_WHITE_LABEL_CONFIG.secondaryColor,
    accentColor: DEFAULT_WHITE_LABEL_CONFIG.accentColor,
  },
  { name: 'Ocean', primaryColor: '#0369a1', secondaryColor: '#0ea5e9', accentColor: '#22d3ee' },
  { name: 'Emerald', primaryColor: '#047857', secondaryColor: '#10b981', accentColor: '#fbbf24' },
  { name: 'Crimson', primaryColor: '#b91c1c', secondaryColor: '#ef4444', accentColor: '#f59e0b' },
  { name: 'Slate', primaryColor: '#1e293b', secondaryColor: '#475569', accentColor: '#38bdf8' },
  { name: 'Sunset', primaryColor: '#c2410c', secondaryColor: '#f97316', accentColor: '#facc15' },
];

export function matchesPreset(colors: BrandColors, preset: ColorPreset): boolean {
  return (['primaryColor', 'secondaryColor', 'accentColor'] as const).every(
    (key) => colors[key].toLowerCase() === preset[key].toLowerCase(),
  );
}
