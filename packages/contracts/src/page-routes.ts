/**
 * Which remote page renders each route (docs/product/routes.md#route-table). The shell routes with it; the site
 * server reads it to tell the browser, in the HTML, which remote files the page will need.
 */
import { MICRO_FRONTENDS, type MicroFrontend, type MicroFrontendKey, type PageOf } from './micro-frontends';
import { ROUTES } from './routes';

export interface PageRoute {
  /** A React Router pattern: `:name` stands for one path segment. */
  path: string;
  remote: MicroFrontend;
  page: string;
}

function page<K extends MicroFrontendKey>(path: string, remote: K, name: PageOf<K>): PageRoute {
  return { path, remote: MICRO_FRONTENDS[remote], page: name };
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  page(ROUTES.home, 'marketing', 'LandingPage'),
  page(ROUTES.success, 'marketing', 'SuccessPage'),
  page(ROUTES.accountBilling, 'marketing', 'AccountBillingPage'),
  page(ROUTES.documentation, 'docs', 'DocumentationPage'),
  page(ROUTES.apiDocs, 'docs', 'ApiDocsPage'),
  // Before /api-docs/:planId, which its path also fits: the first route that fits renders the page.
  page(ROUTES.apiChangelog, 'docs', 'ApiChangelogPage'),
  page(ROUTES.planApiDocs, 'docs', 'PlanApiDocsPage'),
  page(ROUTES.accountSetup, 'docs', 'AccountSetupPage'),
  page(ROUTES.accountDevelopers, 'docs', 'DevelopersPage'),
  page(ROUTES.support, 'support', 'SupportPage'),
  page(ROUTES.supportDesk, 'support', 'SupportDeskPage'),
  page(ROUTES.supportDeskTicket, 'support', 'SupportDeskPage'),
  page(ROUTES.supportTickets, 'support', 'SupportTicketsPage'),
  page(ROUTES.supportTicket, 'support', 'SupportTicketsPage'),
  page(ROUTES.blog, 'support', 'BlogPage'),
  page(ROUTES.blogPost, 'support', 'BlogPostPage'),
  page(ROUTES.privacy, 'support', 'PrivacyPage'),
  page(ROUTES.terms, 'support', 'TermsPage'),
  page(ROUTES.newsletterConfirm, 'support', 'NewsletterConfirmPage'),
  page(ROUTES.whiteLabel, 'whiteLabel', 'WhiteLabelPage'),
];

/** `/api-docs/:planId` matches `/api-docs/business` (and `/api-docs/business/`). */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const actual = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (pattern === '/' || actual === '/') return pattern === actual;
  const expected = pattern.split('/');
  const segments = actual.split('/');
  return (
    expected.length === segments.length && expected.every((part, i) => part.startsWith(':') || part === segments[i])
  );
}

export function pageRouteFor(pathname: string): PageRoute | undefined {
  return PAGE_ROUTES.find((route) => matchesRoutePattern(route.path, pathname));
}
