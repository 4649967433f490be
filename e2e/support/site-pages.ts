/**
 * Every route of the site (docs/product/routes.md#route-table) with the heading its page shows, for suites that
 * walk the whole site.
 */
export interface SitePage {
  path: string;
  heading: string | RegExp;
  /** A page that sends a signed-out visitor to the identity provider: visited signed in only. */
  signedInOnly?: boolean;
}

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', heading: 'White-label banking APIs, ready for your brand' },
  { path: '/success?plan=business&name=Ada', heading: 'Payment Successful!' },
  { path: '/documentation', heading: 'Documentation' },
  { path: '/api-docs', heading: 'API Documentation', signedInOnly: true },
  { path: '/api-docs/business', heading: 'Business Plan API Documentation', signedInOnly: true },
  { path: '/support', heading: 'Support Center' },
  { path: '/blog', heading: 'Northvault Blog' },
  { path: '/blog/automatic-reconciliation-with-xero', heading: /^Closing the books faster/ },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/newsletter/confirm', heading: 'Confirm your subscription' },
  { path: '/white-label', heading: 'White-Label Configuration' },
  { path: '/account/billing', heading: 'Billing', signedInOnly: true },
  { path: '/auth/callback', heading: 'Authentication Failed' },
  { path: '/account/setup', heading: 'Account Setup', signedInOnly: true },
  { path: '/account/developers', heading: 'Developers', signedInOnly: true },
];

export const SIGNED_OUT_PAGES = SITE_PAGES.filter((page) => !page.signedInOnly);
