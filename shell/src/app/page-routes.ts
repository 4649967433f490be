/**
 * Every route of the site (docs/product/routes.md#route-table) with the remote page that renders it (from the
 * contracts, which the site server reads too) and its document title. The shell owns the only router.
 */
import { PAGE_ROUTES, type PageRoute } from '@northvault/contracts/page-routes';
import { ROUTES } from '@northvault/contracts/routes';

export interface RemoteRoute extends PageRoute {
  /** The document title, after `Northvault · `. */
  title: string;
}

const TITLES: Readonly<Record<string, string>> = {
  [ROUTES.home]: 'White-label banking API',
  [ROUTES.success]: 'Payment successful',
  [ROUTES.documentation]: 'Documentation',
  [ROUTES.apiDocs]: 'API documentation',
  [ROUTES.planApiDocs]: 'Plan API documentation',
  [ROUTES.apiChangelog]: 'API changelog',
  [ROUTES.support]: 'Support',
  [ROUTES.supportDesk]: 'Support desk',
  [ROUTES.supportDeskTicket]: 'Support desk',
  [ROUTES.supportTickets]: 'My tickets',
  [ROUTES.supportTicket]: 'My tickets',
  [ROUTES.blog]: 'Blog',
  [ROUTES.blogPost]: 'Blog',
  [ROUTES.privacy]: 'Privacy policy',
  [ROUTES.terms]: 'Terms of service',
  [ROUTES.whiteLabel]: 'White-label configurator',
  [ROUTES.accountSetup]: 'Account setup',
  [ROUTES.accountDevelopers]: 'Developers',
  [ROUTES.newsletterConfirm]: 'Newsletter subscription',
};

export const REMOTE_ROUTES: readonly RemoteRoute[] = PAGE_ROUTES.map((route) => ({
  ...route,
  title: TITLES[route.path] ?? 'Northvault',
}));
