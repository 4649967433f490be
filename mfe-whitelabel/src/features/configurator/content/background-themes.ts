import { PURPLE_NIGHT_GRADIENT } from '@northvault/contracts/white-label';

export interface BackgroundTheme {
  name: string;
  gradient: string;
}

/**
 * The six background themes (docs/product/white-label.md#background-themes), Purple Night first as the default.
 * All are dark, so the light text the platform sets on them stays readable whichever one is chosen.
 */
export const BACKGROUND_THEMES: readonly BackgroundTheme[] = [
  { name: 'Purple Night', gradient: PURPLE_NIGHT_GRADIENT },
  { name: 'Deep Ocean', gradient: 'linear-gradient(135deg, #0c4a6e 0%, #1e3a8a 50%, #0f172a 100%)' },
  { name: 'Forest', gradient: 'linear-gradient(135deg, #064e3b 0%, #065f46 50%, #022c22 100%)' },
  { name: 'Midnight', gradient: 'linear-gradient(135deg, #0f172a 0%, #1e293b 50%, #020617 100%)' },
  { name: 'Ember', gradient: 'linear-gradient(135deg, #7c2d12 0%, #9a3412 50%, #1c1917 100%)' },
  { name: 'Aurora', gradient: 'linear-gradient(135deg, #134e4a 0%, #312e81 50%, #4c1d95 100%)' },
];
