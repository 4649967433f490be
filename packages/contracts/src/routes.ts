import type { PlanId } from './plans';

/** Every route of the site (docs/product/routes.md#route-table), as React Router patterns. */
export const ROUTES = {
  home: '/',
  documentation: '/documentation',
  apiDocs: '/api-docs',
  planApiDocs: '/api-docs/:planId',
  apiChangelog: '/api-docs/changelog',
  success: '/success',
  blog: '/blog',
  blogPost: '/blog/:id',
  privacy: '/privacy',
  terms: '/terms',
  support: '/support',
  supportDesk: '/support/desk',
  supportDeskTicket: '/support/desk/:ticketId',
  supportTickets: '/support/tickets',
  supportTicket: '/support/tickets/:ticketId',
  whiteLabel: '/white-label',
  authCallback: '/auth/callback',
  accountSetup: '/account/setup',
  accountBilling: '/account/billing',
  accountDevelopers: '/account/developers',
  newsletterConfirm: '/newsletter/confirm',
} as const;

export type RouteName = keyof typeof ROUTES;

/** In-page anchors of the landing page. */
export const LANDING_SECTIONS = {
  services: 'services',
  features: 'features',
  pricing: 'pricing',
  contact: 'contact',
} as const;

export function supportDeskTicketPath(ticketId: string): string {
  return `${ROUTES.supportDesk}/${encodeURIComponent(ticketId)}`;
}

export function planApiDocsPath(planId: PlanId): string {
  return `${ROUTES.apiDocs}/${planId}`;
}

/** The query parameter of /account/billing that opens the change to a plan (the pricing cards link to it). */
export const PLAN_CHANGE_PARAM = 'change';

/** /account/billing with the change to `planId` open: its server preview, then confirmation. */
export function planChangePath(planId: PlanId): string {
  return `${ROUTES.accountBilling}?${PLAN_CHANGE_PARAM}=${encodeURIComponent(planId)}`;
}

export function blogPostPath(id: string): string {
  return `${ROUTES.blog}/${encodeURIComponent(id)}`;
}

/** `/#pricing`: reaches the landing page's pricing section from any page. */
export function landingSectionPath(section: keyof typeof LANDING_SECTIONS): string {
  return `${ROUTES.home}#${LANDING_SECTIONS[section]}`;
}

/**
 * The success page's query. No email: a URL ends up in history, logs and Referer headers, and the
 * page learns everything else about the payment from the server (the receipt).
 */
export interface SuccessPageParams {
  plan: PlanId;
  name: string;
  transactionId: string;
}

export function successPath(params: SuccessPageParams): string {
  const query = (['plan', 'name', 'transactionId'] as const)
    .map((key) => `${key}=${encodeURIComponent(params[key])}`)
    .join('&');
  return `${ROUTES.success}?${query}`;
}

/** The site's own API (docs/product/api.md#site-api), served on the site's origin. */
export const API_PATHS = {
  currentUser: '/api/users/me',
  logout: '/api/logout',
  sessions: '/api/sessions',
  checkout: '/api/checkout/process',
  checkoutReceipt: '/api/checkout/receipt',
  checkoutAuthentications: '/api/checkout/authentications',
  contact: '/api/contact',
  support: '/api/support',
  whiteLabelConfig: '/api/white-label/config',
  whiteLabelDeploy: '/api/white-label/deploy',
  whiteLabelVersions: '/api/white-label/versions',
  whiteLabelDeactivate: '/api/white-label/deactivate',
  whiteLabelAudit: '/api/white-label/audit',
  whiteLabelVerifyDomain: '/api/white-label/domain/verify',
  health: '/api/health',
  accountSetup: '/api/account/setup',
  subscriptionPassword: '/api/account/subscription-password',
  sandboxInfo: '/api/sandbox',
  /** POST: a bearer token of the sandbox for the signed-in subscriber (the docs' Try it panels). */
  sandboxTokens: '/api/sandbox/tokens',
  billing: '/api/billing',
  billingCancel: '/api/billing/cancel',
  billingResume: '/api/billing/resume',
  billingCard: '/api/billing/card',
  billingCardAuthentications: '/api/billing/card/authentications',
  billingPlanChange: '/api/billing/plan-change',
  billingReceipts: '/api/billing/receipts',
  newsletterSubscriptions: '/api/newsletter/subscriptions',
  newsletterConfirmations: '/api/newsletter/confirmations',
  /** GET: the account's API keys; POST: a new one (docs/product/api.md#api-keys). */
  apiKeys: '/api/api-keys',
  /** The Webhooks tab's API (docs/product/api.md#the-webhooks-tab): GET the account's endpoints, POST a new one. */
  webhooks: '/api/webhooks',
} as const;

/** POST: a new key in place of this one, which stays valid for the overlap chosen. */
export function apiKeyRollPath(keyId: string): string {
  return `${API_PATHS.apiKeys}/${encodeURIComponent(keyId)}/roll`;
}

/** POST: ends this key at once. */
export function apiKeyRevokePath(keyId: string): string {
  return `${API_PATHS.apiKeys}/${encodeURIComponent(keyId)}/revoke`;
}

/** The receipt of one payment, for the browser that made it or the account that owns it. */
export function checkoutReceiptPath(transactionId: string): string {
  return `${API_PATHS.checkoutReceipt}/${encodeURIComponent(transactionId)}`;
}

/** Puts an earlier version of the brand live again. */
export function whiteLabelRollbackPath(versionId: string): string {
  return `${API_PATHS.whiteLabelVersions}/${encodeURIComponent(versionId)}/rollback`;
}

/** The live brand of a host, for the site server; public, as the brand is what the host shows anyone. */
export function tenantBrandPath(host: string): string {
  return `/api/tenant-brands/${encodeURIComponent(host)}`;
}

/** A logo or favicon copied at publish time, served from the site's own origin. */
export const TENANT_ASSETS_PATH = '/api/tenant-assets';

export function tenantAssetPath(assetId: string): string {
  return `${TENANT_ASSETS_PATH}/${encodeURIComponent(assetId)}`;
}

/**
 * The sign-in provider segment of the redirect URL path. It stays `google` for compatibility whichever issuer
 * the backend uses (docs/product/sign-in.md#sign-in-flow).
 */
export const SIGN_IN_PROVIDER = 'google';

/** `/api/oauth/google/redirect_url?returnTo=…&loginHint=…`, with only the options given. */
export function loginRedirectUrlPath(
  options: { returnTo?: string; loginHint?: string } = {},
  provider: string = SIGN_IN_PROVIDER,
): string {
  const query = new URLSearchParams();
  if (options.returnTo) query.set('returnTo', options.returnTo);
  if (options.loginHint) query.set('loginHint', options.loginHint);
  const search = query.toString();
  return `/api/oauth/${provider}/redirect_url${search ? `?${search}` : ''}`;
}

/** The PDF of one receipt, for the account that owns it. */
export function receiptPdfPath(receiptNumber: string): string {
  return `${API_PATHS.billingReceipts}/${encodeURIComponent(receiptNumber)}/pdf`;
}
