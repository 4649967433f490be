/**
 * The remotes the shell composes, and the runtime registry that tells it where each one lives.
 * Container names are what each remote's build registers itself as; they never change with a deploy.
 */
export interface MicroFrontend {
  /** The workspace folder, e.g. `mfe-docs`. */
  id: string;
  /** The Module Federation container name. */
  container: string;
  /** What a visitor calls this part of the site, for the fallback shown while it is unavailable. */
  label: string;
  /** The default port its static server listens on. */
  defaultPort: number;
  /** The page components it exposes; the shell routes to each by this name. */
  pages: readonly string[];
  /** Its build publishes a search index of its pages (`search-index.json` beside remoteEntry.js). */
  searchable: boolean;
}

export const MICRO_FRONTENDS = {
  marketing: {
    id: 'mfe-marketing',
    container: 'mfe_marketing',
    label: 'The home page',
    defaultPort: 8081,
    pages: ['LandingPage', 'SuccessPage', 'AccountBillingPage'],
    searchable: false,
  },
  docs: {
    id: 'mfe-docs',
    container: 'mfe_docs',
    label: 'The documentation',
    defaultPort: 8082,
    pages: [
      'DocumentationPage',
      'ApiDocsPage',
      'PlanApiDocsPage',
      'AccountSetupPage',
      'DevelopersPage',
      'ApiChangelogPage',
    ],
    searchable: true,
  },
  support: {
    id: 'mfe-support',
    container: 'mfe_support',
    label: 'Support, the blog and the legal pages',
    defaultPort: 8083,
    pages: [
      'SupportPage',
      'BlogPage',
      'BlogPostPage',
      'PrivacyPage',
      'TermsPage',
      'NewsletterConfirmPage',
      'SupportDeskPage',
      'SupportTicketsPage',
    ],
    searchable: true,
  },
  whiteLabel: {
    id: 'mfe-whitelabel',
    container: 'mfe_whitelabel',
    label: 'The white-label configurator',
    defaultPort: 8084,
    pages: ['WhiteLabelPage'],
    searchable: false,
  },
} as const satisfies Record<string, MicroFrontend>;

export type MicroFrontendKey = keyof typeof MICRO_FRONTENDS;

/** The pages one remote exposes, e.g. `'DocumentationPage' | 'ApiDocsPage' | 'PlanApiDocsPage'`. */
export type PageOf<K extends MicroFrontendKey> = (typeof MICRO_FRONTENDS)[K]['pages'][number];

/** Where the site serves the registry; always revalidated (`Cache-Control: no-cache`). */
export const REMOTE_REGISTRY_PATH = '/mfe-registry.json';
/**
 * The id of the JSON data block (never executed) in which the site server writes the page's registry, the one
 * REMOTE_REGISTRY_PATH would answer for this visitor, so the shell starts without fetching it first.
 */
export const REMOTE_REGISTRY_ELEMENT_ID = 'northvault-remote-registry';

export interface RemoteRegistryEntry {
  /** Container name. */
  name: string;
  /**
   * URL of the remote's `remoteEntry.js` (or its `mf-manifest.json`). The entry script is the
   * default: it needs no fetch (and no CORS) before it, one round trip less on the way to a page.
   */
  entry: string;
  /**
   * The release this visitor gets (the current one or, in its cohort, the canary); absent for a
   * remote never released, loaded from its own server. Load telemetry reports it.
   */
  version?: string;
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}

/**
 * A developer's browser can load one remote from a server on their own machine (`npm run dev -w <mfe>`)
 * inside the real site, where the site allows it (ALLOW_REMOTE_OVERRIDES): this cookie names it as
 * `<mfe>=<url>`, for example `mfe-docs=http://localhost:8082`. Only loopback http(s) URLs count.
 */
export const REMOTE_OVERRIDE_COOKIE = 'nv_remote_override';

/** Where the site sets (`?mfe-docs=<url>`) or clears (no query) the override cookie, then sends the browser home. */
export const REMOTE_OVERRIDE_PATH = '/__override';

/** The id of the non-executed JSON block in a page's HTML that names the remote the site overrode for it. */
export const REMOTE_OVERRIDE_ELEMENT_ID = 'northvault-remote-override';

export interface RemoteOverride {
  /** `mfe-docs`. */
  remote: string;
  /** The remoteEntry.js (or mf-manifest.json) URL it is loaded from instead. */
  entry: string;
}

/** Accepts `http://host:8082`, `http://host:8082/` (both mean its remoteEntry.js) or a full entry/manifest URL. */
export function remoteEntryUrl(base: string): string {
  if (/\.(json|js)(\?.*)?$/.test(base)) return base;
  return `${base.replace(/\/+$/, '')}/remoteEntry.js`;
}

/**
 * The packages the shell provides to every remote as shared singletons: one copy per page, the
 * shell's. A remote whose build requires a range the live shell's version does not satisfy is
 * refused at release (docs/architecture.md#releases); two Reacts on one page break hooks. React Router is
 * shared as `@northvault/router`, the part of it the site uses, which serves every `react-router-dom` import.
 */
export const SHARED_SINGLETONS = ['react', 'react-dom', '@northvault/router', '@northvault/session'] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];
