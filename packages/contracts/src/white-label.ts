/** White-label configuration: its fields, defaults, field rules and deploy steps. */
export const WHITE_LABEL_FONTS = ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins'] as const;
export type WhiteLabelFont = (typeof WHITE_LABEL_FONTS)[number];

export interface WhiteLabelConfig {
  /** Present once the configuration has been saved. */
  id?: string;
  organizationId: string;
  companyName: string;
  domain: string;
  logoUrl: string;
  faviconUrl: string;
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  backgroundGradient: string;
  fontFamily: WhiteLabelFont;
  emailFromName: string;
  contactEmail: string;
  contactPhone: string;
  /** True while a published version is live on the organisation's domain. */
  isActive: boolean;
}

/** The brand itself: every field the organisation chooses (the server owns id, organisation and live state). */
export type WhiteLabelBrand = Omit<WhiteLabelConfig, 'id' | 'organizationId' | 'isActive'>;

/** The brand's fields in the order the configurator shows them, with their names for people. */
export const BRAND_FIELD_LABELS: Readonly<Record<keyof WhiteLabelBrand, string>> = {
  companyName: 'Company name',
  domain: 'Domain',
  logoUrl: 'Logo URL',
  faviconUrl: 'Favicon URL',
  fontFamily: 'Font',
  primaryColor: 'Primary color',
  secondaryColor: 'Secondary color',
  accentColor: 'Accent color',
  backgroundGradient: 'Background',
  emailFromName: 'Email sender name',
  contactEmail: 'Contact email',
  contactPhone: 'Contact phone',
};

export const BRAND_FIELDS = Object.keys(BRAND_FIELD_LABELS) as ReadonlyArray<keyof WhiteLabelBrand>;

/** The fields of two brands that differ, in the configurator's order. */
export function changedBrandFields(before: WhiteLabelBrand, after: WhiteLabelBrand): Array<keyof WhiteLabelBrand> {
  return BRAND_FIELDS.filter((field) => before[field] !== after[field]);
}

/** The organisation id an unsaved configuration shows until the server assigns the real one. */
export const PLACEHOLDER_ORGANIZATION_ID = 'demo-org-123';

export const PURPLE_NIGHT_GRADIENT = 'linear-gradient(135deg, #1e1b4b 0%, #4c1d95 50%, #0f172a 100%)';

export const DEFAULT_WHITE_LABEL_CONFIG: WhiteLabelConfig = {
  organizationId: PLACEHOLDER_ORGANIZATION_ID,
  companyName: 'Your Company',
  domain: '',
  logoUrl: '',
  faviconUrl: '',
  primaryColor: '#8080ff',
  secondaryColor: '#6c6cff',
  accentColor: '#00ccff',
  backgroundGradient: PURPLE_NIGHT_GRADIENT,
  fontFamily: 'Inter',
  emailFromName: '',
  contactEmail: '',
  contactPhone: '',
  isActive: false,
};

export const WHITE_LABEL_MESSAGES = {
  enterpriseRequired:
    'The white-label configurator is part of the Enterprise plan. Upgrade to Enterprise to save and deploy your brand.',
  saved: 'Configuration saved successfully!',
  deployed: 'Platform deployed successfully!',
  saveFailed: 'Failed to save configuration. Please try again.',
  /** A save the server refused for its fields: trying again would not help, fixing them will. */
  saveRefused: 'The configuration was not saved. Correct these fields, then save again:',
  deployFailed: 'Deployment failed. Please contact support.',
  stepsIncomplete: 'Please complete the configuration steps before deploying.',
  domainTaken: 'This domain is already used by another organisation.',
  alreadyLive: 'This version is already live.',
  notLive: 'The platform is not live.',
  rolledBack: 'Rolled back: the selected version is live.',
  deactivated: 'Platform deactivated: your domain now shows the Northvault site.',
  actionFailed: 'That did not work. Please try again.',
  versionNotFound: 'No published version with this id belongs to your organisation.',
} as const;

/* ---------- field rules, shared by the configurator and the API ---------- */

/** `#8080ff`: six hex digits, the form colour inputs produce. */
export function isHexColor(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value);
}

/** An absolute http:// or https:// URL (logo, favicon). */
export function isHttpUrl(value: string): boolean {
  return (
    /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(value) ||
    /^https?:\/\/localhost(?::\d+)?(?:[/?#]\S*)?$/i.test(value)
  );
}

/** Host names are case-insensitive: `AlphaBank.example.com` is stored and compared as `alphabank.example.com`. */
export function normaliseHostname(value: string): string {
  return value.trim().toLowerCase();
}

/** A host name such as `bank.example.com`: dot-separated labels of letters, digits and inner hyphens. */
export function isHostname(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split('.');
  return labels.length >= 2 && labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(label));
}

export function isWhiteLabelFont(value: string): value is WhiteLabelFont {
  return (WHITE_LABEL_FONTS as readonly string[]).includes(value);
}

/** The four deploy steps, in order. */
export interface DeploySteps {
  configurationSaved: boolean;
  domainSetUp: boolean;
  assetsUploaded: boolean;
  platformDeployed: boolean;
}

/**
 * `domainVerified`: the server's word that the organisation has proved the domain is its own (a
 * `*.localhost` domain needs no proof in development). Typing a domain does not set it up.
 */
export function deploySteps(
  config: Pick<WhiteLabelConfig, 'id' | 'domain' | 'logoUrl' | 'faviconUrl' | 'isActive'>,
  domainVerified: boolean,
): DeploySteps {
  return {
    configurationSaved: Boolean(config.id),
    domainSetUp: config.domain.trim() !== '' && domainVerified,
    assetsUploaded: config.logoUrl.trim() !== '' && config.faviconUrl.trim() !== '',
    platformDeployed: config.isActive,
  };
}

/** Deploy is offered once the first three steps are done. */
export function canDeploy(steps: DeploySteps): boolean {
  return steps.configurationSaved && steps.domainSetUp && steps.assetsUploaded;
}
