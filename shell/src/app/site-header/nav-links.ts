import { landingSectionPath, ROUTES } from '@northvault/contracts/routes';

/**
 * The top navigation (docs/product/routes.md#header-and-navigation): the landing page's anchors, then the site's
 * pages.
 */
export const NAV_LINKS = [
  { to: landingSectionPath('services'), label: 'Services' },
  { to: landingSectionPath('features'), label: 'Features' },
  { to: landingSectionPath('pricing'), label: 'Pricing' },
  { to: landingSectionPath('contact'), label: 'Contact' },
  { to: ROUTES.support, label: 'Support' },
  { to: ROUTES.documentation, label: 'Documentation' },
  { to: ROUTES.apiDocs, label: 'API Docs' },
  { to: ROUTES.whiteLabel, label: 'White Label' },
] as const;
