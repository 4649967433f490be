import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import { buildCustomCss } from './custom-css';

/** What `Download Config` saves: the configuration plus its CSS and when it was generated (SPEC section 3). */
export interface WhiteLabelConfigFile extends WhiteLabelConfig {
  customCSS: string;
  generatedAt: string;
}

export function buildConfigFile(config: WhiteLabelConfig, now: Date): WhiteLabelConfigFile {
  return { ...config, customCSS: buildCustomCss(config), generatedAt: now.toISOString() };
}

/** `Banco Ñandú, S.A.` → `banco-nandu-s-a-white-label-config.json`. */
export function configFileName(companyName: string): string {
  const slug = companyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'white-label'}-white-label-config.json`;
}
