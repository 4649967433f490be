import type { PlanId } from './plans';

/** Every route of the site (SPEC section 2), as React Router patterns. */
export const ROUTES = {
  home: '/',
  documentation: '/documentation',
  apiDocs: '/api-docs',
  planApiDocs: '/api-docs/:planId',
  success: '/success',
  blog: '/blog',
  blogPost: '/blog/:id',
  privacy: '/privacy',
  terms: '/terms',
  support: '/support',
  whiteLabel: '/white-label',
  authCallback: '/auth/callback',
} as const;

export type RouteName = keyof typeof ROUTES;

/** In-page anchors of the landing page. */
export const LANDING_SECTIONS = {
  services: 'services',
  features: 'features',
  pricing: 'pricing',
  contact: 'contact',
} as const;

export function planApiDocsPath(planId: PlanId): string {
  return `${ROUTES.apiDocs}/${planId}`;
}

export function blogPostPath(id: string): string {
  return `${ROUTES.blog}/${encodeURIComponent(id)}`;
}

/** `/#pricing`: reaches the landing page's pricing section from any page. */
export function landingSectionPath(section: keyof typeof LANDING_SECTIONS): string {
  return `${ROUTES.home}#${LANDING_SECTIONS[section]}`;
}

export interface SuccessPageParams {
  plan: PlanId;
  email: string;
  name: string;
  transactionId: string;
}

export function successPath(params: SuccessPageParams): string {
  const query = (['plan', 'email', 'name', 'transactionId'] as const)
    .map((key) => `${key}=${encodeURIComponent(params[key])}`)
    .join('&');
  return `${ROUTES.success}?${query}`;
}

/** The site's own API (SPEC section 7), served on the site's origin. */
export const API_PATHS = {
  currentUser: '/api/users/me',
  logout: '/api/logout',
  sessions: '/api/sessions',
  checkout: '/api/checkout/process',
  contact: '/api/contact',
  support: '/api/support',
  whiteLabelConfig: '/api/white-label/config',
  whiteLabelDeploy: '/api/white-label/deploy',
  whiteLabelDeployments: '/api/white-label/deployments',
  health: '/api/health',
} as const;

/** The sign-in provider segment of the redirect URL path; kept as SPEC names it. */
export const SIGN_IN_PROVIDER = 'google';

export function loginRedirectUrlPath(provider: string = SIGN_IN_PROVIDER): string {
  return `/api/oauth/${provider}/redirect_url`;
}
