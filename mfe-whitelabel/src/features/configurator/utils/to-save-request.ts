import type { WhiteLabelConfig } from '@northvault/contracts/white-label';

/**
 * The body of `POST /api/white-label/config`. The server owns id, organizationId and isActive
 * (one organisation per customer; only a deploy activates), so they are never sent.
 */
export type SaveWhiteLabelConfigRequest = Omit<WhiteLabelConfig, 'id' | 'organizationId' | 'isActive'>;

export function toSaveRequest(config: WhiteLabelConfig): SaveWhiteLabelConfigRequest {
  return {
    companyName: config.companyName.trim(),
    domain: config.domain.trim(),
    logoUrl: config.logoUrl.trim(),
    faviconUrl: config.faviconUrl.trim(),
    primaryColor: config.primaryColor,
    secondaryColor: config.secondaryColor,
    accentColor: config.accentColor,
    backgroundGradient: config.backgroundGradient,
    fontFamily: config.fontFamily,
    emailFromName: config.emailFromName.trim(),
    contactEmail: config.contactEmail.trim(),
    contactPhone: config.contactPhone.trim(),
  };
}
