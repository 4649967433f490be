/**
 * The prerendered bodies of the public pages (docs/architecture.md#first-paint-from-prerendered-fragments). Each
 * remote's build renders these routes to HTML fragments that travel in its release; the site server puts the
 * fragment of the visitor's release into the shell's HTML, and the shell hydrates it. A release that lacks one, or
 * whose fragment could run code or carry an inline style (the CSP blocks both), is refused.
 */
import { MICRO_FRONTENDS, type MicroFrontend } from './micro-frontends';
import { pageRouteFor } from './page-routes';
import { ROUTES } from './routes';
import type { SiteBrand } from './white-label-brand';

export interface PrerenderedRoute {
  path: string;
  remote: MicroFrontend;
  /**
   * The page shows the tenant's brand (the support page's contact cards). Its fragment, prerendered without a brand,
   * cannot serve a tenant's site: there the page is rendered in the browser.
   */
  variesByBrand?: true;
}

export interface PrerenderedRoute {
  /** The route's pattern, as in PAGE_ROUTES. */
  path: string;
  remote: MicroFrontend;
  /**
   * The fragment is what a signed-out visitor sees (a sign-in card): the site server sends it only to a request
   * without the session cookie, so a signed-in visitor never sees it flash; with the cookie the page is rendered in
   * the browser.
   */
  signedOutOnly?: true;
}

/** The routes whose body is in the HTML before JavaScript, by the remote that renders them. */
export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  { path: ROUTES.home, remote: MICRO_FRONTENDS.marketing },
  { path: ROUTES.support, remote: MICRO_FRONTENDS.support, variesByBrand: true },
  { path: ROUTES.blog, remote: MICRO_FRONTENDS.support },
  { path: ROUTES.blogPost, remote: MICRO_FRONTENDS.support },
  { path: ROUTES.privacy, remote: MICRO_FRONTENDS.support },
  { path: ROUTES.terms, remote: MICRO_FRONTENDS.support },
  { path: ROUTES.documentation, remote: MICRO_FRONTENDS.docs },
  { path: ROUTES.planApiDocs, remote: MICRO_FRONTENDS.docs, signedOutOnly: true },
];

/** The prerendered route patterns a remote (`mfe-support`, `mfe-marketing`) must ship fragments for. */
export function prerenderedRoutesOf(remoteId: string): string[] {
  return PRERENDERED_ROUTES.filter((route) => route.remote.id === remoteId).map((route) => route.path);
}

/**
 * The prerendered route of a path, through the route that renders it: `/api-docs/changelog` fits the pattern
 * `/api-docs/:planId` too, but is the changelog's, which is not prerendered.
 */
export function prerenderedRouteOf(pathname: string): PrerenderedRoute | undefined {
  const page = pageRouteFor(pathname);
  return page && PRERENDERED_ROUTES.find((route) => route.path === page.path);
}

/**
 * The brand the shell prerenders its frames for tenant sites under (docs/architecture.md#first-paint-from-prerendered-fragments):
 * each value a token no page holds, which the site server swaps for the tenant's own in the parsed HTML. The phone is
 * made of digits so that its `tel:` link is a token too.
 */
export const FRAME_BRAND = {
  companyName: 'nv-frame-brand-company-name',
  logoUrl: '/nv-frame-brand-logo',
  faviconUrl: '/nv-frame-brand-favicon',
  contactEmail: 'nv-frame-brand-contact@frame-brand.invalid',
  contactPhone: '+0 000 000 000 1357',
  fontFamily: 'Inter',
} satisfies SiteBrand;

type BrandContacts = Pick<SiteBrand, 'contactEmail' | 'contactPhone'>;

/**
 * The key of the shell's frame of `frameKey` for a tenant: the footer leaves out an empty contact, so there is one
 * frame per set of contacts a brand fills (`/blog/:id#tenant+email+phone`).
 */
export function tenantFrameKey(frameKey: string, brand: BrandContacts): string {
  return `${frameKey}#tenant${brand.contactEmail ? '+email' : ''}${brand.contactPhone ? '+phone' : ''}`;
}

/** FRAME_BRAND once per set of contacts: the brands the shell's tenant frames are prerendered under. */
export const FRAME_BRANDS: readonly SiteBrand[] = [
  FRAME_BRAND,
  { ...FRAME_BRAND, contactPhone: '' },
  { ...FRAME_BRAND, contactEmail: '' },
  { ...FRAME_BRAND, contactEmail: '', contactPhone: '' },
];

/** A page's fragment in a pages manifest: files relative to the release folder (beside remoteEntry.js). */
export interface PageFragment {
  file: string;
  /** The page's stylesheets, as `<link rel=stylesheet>` before the fragment. */
  stylesheets: string[];
}

/** The index a prerender writes beside its fragments (`dist/fragments.json`). */
export const FRAGMENTS_INDEX_FILE = 'fragments.json';
export const FRAGMENTS_DIR = 'fragments';

export interface FragmentsIndex {
  pages: Array<{ path: string; file: string }>;
}

/** Where the shell's prerendered frame has the remote's fragment go. */
export const FRAGMENT_SLOT = '<template data-nv-fragment=""></template>';

/** `/blog/reliable-webhooks` → `fragments/blog~reliable-webhooks.html`; `/` → `fragments/index.html`. */
export function fragmentFileOf(pathname: string): string {
  const name = pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '~') || 'index';
  return `${FRAGMENTS_DIR}/${encodeURIComponent(name).replace(/%7E/gi, '~')}.html`;
}

/**
 * What a fragment must never hold, each as a sentence: a script (the CSP would block it, and the server must never
 * ship a remote's code into the page), an inline style attribute (blocked by the CSP, and React 19 does not patch
 * attributes on hydration), or an event-handler attribute.
 */
export function fragmentFaults(html: string): string[] {
  const faults: string[] = [];
  if (/<script\b/i.test(html)) faults.push('it contains a <script> element');
  if (/<[a-z][^>]*\sstyle\s*=/i.test(html)) faults.push('it has an inline style= attribute');
  const handler = /<[a-z][^>]*\s(on[a-z]+)\s*=/i.exec(html);
  if (handler) faults.push(`it has an event-handler attribute (${handler[1]}=)`);
  return faults;
}

/** On the shell's root element when the server sent the page prerendered: the shell hydrates instead of rendering. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** What a prerendered form says to a reader whose browser runs no scripts (its note is in a `<noscript>`). */
export const NEEDS_JAVASCRIPT_MESSAGE = 'This form needs JavaScript. Turn it on in your browser to use it.';

/** What a prerendered sign-in card says to such a reader: signing in starts with a script's call to the API. */
export const SIGN_IN_NEEDS_JAVASCRIPT_MESSAGE = 'Signing in needs JavaScript. Turn it on in your browser to sign in.';
