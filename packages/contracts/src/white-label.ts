/** White-label configuration (SPEC sections 3 and 5). */
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
  isActive: boolean;
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
  deployFailed: 'Deployment failed. Please contact support.',
  stepsIncomplete: 'Please complete the configuration steps before deploying.',
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

/** A host name such as `bank.example.com`: dot-separated labels of letters, digits and inner hyphens. */
export function isHostname(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split('.');
  return labels.length >= 2 && labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(label));
}

export function isWhiteLabelFont(value: string): value is WhiteLabelFont {
  return (WHITE_LABEL_FONTS as readonly string[]).includes(value);
}

/** The deploy steps of SPEC section 4, in order. */
export interface DeploySteps {
  configurationSaved: boolean;
  domainSetUp: boolean;
  assetsUploaded: boolean;
  platformDeployed: boolean;
}

export function deploySteps(
  config: Pick<WhiteLabelConfig, 'id' | 'domain' | 'logoUrl' | 'faviconUrl' | 'isActive'>,
): DeploySteps {
  return {
    configurationSaved: Boolean(config.id),
    domainSetUp: config.domain.trim() !== '',
    assetsUploaded: config.logoUrl.trim() !== '' && config.faviconUrl.trim() !== '',
    platformDeployed: config.isActive,
  };
}

/** Deploy is offered once the first three steps are done. */
export function canDeploy(steps: DeploySteps): boolean {
  return steps.configurationSaved && steps.domainSetUp && steps.assetsUploaded;
}
