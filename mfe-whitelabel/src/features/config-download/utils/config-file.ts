import type { WhiteLabelVersion } from '@northvault/contracts/api';
import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import { brandStylesheet } from '@northvault/contracts/white-label-brand';

/** What `Download Config` saves: a configuration the server holds, its CSS, and when the file was made. */
export interface WhiteLabelConfigFile extends WhiteLabelConfig {
  /** The brand's design tokens, as the branded site gets them. */
  customCSS: string;
  generatedAt: string;
}

export function buildConfigFile(config: WhiteLabelConfig, now: Date): WhiteLabelConfigFile {
  return { ...config, customCSS: brandStylesheet(config), generatedAt: now.toISOString() };
}

/** The live version as a configuration of the saved draft's organisation. */
export function liveConfig(saved: WhiteLabelConfig, live: WhiteLabelVersion): WhiteLabelConfig {
  return { ...live.brand, id: saved.id, organizationId: saved.organizationId, isActive: true };
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
