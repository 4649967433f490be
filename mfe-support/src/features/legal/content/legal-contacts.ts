/** Who publishes the legal documents and where questions about them go. */
export const LEGAL_ENTITY = 'Northvault Ltd';
export const PRIVACY_EMAIL = 'privacy@northvault.io';
export const LEGAL_EMAIL = 'legal@northvault.io';
