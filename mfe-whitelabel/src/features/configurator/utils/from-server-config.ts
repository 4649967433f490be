import {
  DEFAULT_WHITE_LABEL_CONFIG,
  isHexColor,
  isWhiteLabelFont,
  type WhiteLabelConfig,
} from '@northvault/contracts/white-label';

const TEXT_FIELDS = [
  'organizationId',
  'companyName',
  'domain',
  'logoUrl',
  'faviconUrl',
  'backgroundGradient',
  'emailFromName',
  'contactEmail',
  'contactPhone',
] as const;

const COLOR_FIELDS = ['primaryColor', 'secondaryColor', 'accentColor'] as const;

/**
 * The saved configuration as the form holds it. It replaces the form state whole (id,
 * organizationId and isActive included); a field the server left out or sent as null falls back
 * to its default, so every input stays controlled and the colour pickers always get `#rrggbb`.
 */
export function fromServerConfig(saved: WhiteLabelConfig): WhiteLabelConfig {
  const raw = saved as unknown as Record<string, unknown>;
  const config: WhiteLabelConfig = { ...DEFAULT_WHITE_LABEL_CONFIG };
  for (const field of TEXT_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string') config[field] = value;
  }
  for (const field of COLOR_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string' && isHexColor(value)) config[field] = value.toLowerCase();
  }
  if (typeof raw.fontFamily === 'string' && isWhiteLabelFont(raw.fontFamily)) config.fontFamily = raw.fontFamily;
  if (typeof raw.id === 'string' && raw.id !== '') config.id = raw.id;
  config.isActive = raw.isActive === true;
  return config;
}
