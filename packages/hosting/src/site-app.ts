/**
 * The site's origin: the shell's build with a fallback to index.html for every page route,
 * the runtime registry of remotes, and /api/* forwarded to the backend. Every response but the
 * API's carries the security headers; the shell's HTML carries the Content-Security-Policy.
 */
import type { ClientRequest } from 'node:http';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { REMOTE_REGISTRY_PATH, type RemoteOverride, type RemoteRegistry } from '@northvault/contracts/micro-frontends';
import { FORWARDED_HEADERS, PROXY_SECRET_HEADER } from '@northvault/contracts/site-proxy';
import { apiFileRoutes } from './api-files';
import { machineReadableRoutes } from './machine-readable';
import { withPageHead } from './page-head';
import { PageManifests } from './page-manifests';
import {
  FragmentFiles,
  prerenderedBody,
  type PrerenderedBody,
  ShellFrameFiles,
  withPrerenderedBody,
  withRegistryBlock,
} from './prerendered-page';
import { pageRouteFor } from '@northvault/contracts/page-routes';
import { ManifestCache, pagePreloadHints, withPreloadHints, type PreloadHint } from './page-preload-hints';
import type { TrustProxy } from './hosting-config';
import { visitorCohort } from './cohort';
import { issueLoadToken, servedReleases, withLoadToken } from './load-token';
import {
  overrideSocketOrigins,
  remoteOverrideRoutes,
  requestedOverride,
  withOverrideNotice,
  withRemoteOverride,
} from './remote-override';
import { RELEASES_PATH } from './runtime-registry';
import { carriesSessionCookie } from './session-cookie';
import { contentSecurityPolicy, remoteOriginsOf, securityHeaders } from './security-headers';
import { stitchTiming } from './server-timing';
import { ShellHtml, type ShellDocument } from './shell-html';
import { brandFontRoutes } from './brand-fonts';
import type { TenantBrandSource } from './tenant-brands';
import { brandedPageHtml } from './tenant-page';
import { withSiteFont } from './site-font';
import { tenantStylesheetRoute } from './tenant-stylesheet';
import { CACHE_CONTROL, compressResponses, immutableFiles, staticFiles } from './static-files';
import { startScriptRoute, withDeferredScripts } from './scripts-after-paint';

export interface SiteAppOptions {
  /** The shell's build folder. */
  root: string;
  backendUrl: string;
  /**
   * Asked on every request, so a release or rollback shows on the next page load without a restart;
   * given the visitor's cohort id (cohort.ts), so a canary reaches its share of visitors.
   */
  registry: (siteOrigin: string, cohortId: string) => RemoteRegistry | Promise<RemoteRegistry>;
  /** Published remote releases, served at /releases (never changed once written). */
  releasesDir?: string;
  /** Image origins the pages may show besides their own, `data:` and `https:` (the local identity provider). */
  imageOrigins?: readonly string[];
  /** Origins the pages may call besides their own (the API sandbox). */
  connectOrigins?: readonly string[];
  /** Which proxies' X-Forwarded-* headers to believe (HTTPS for HSTS, the visitor's origin); none by default. */
  trustProxy?: TrustProxy;
  /** Sent to the backend with every proxied request, so it believes this proxy's X-Forwarded-* headers. */
  proxySecret?: string | null;
  /** The live white-label brand of a host; without it every host gets the Northvault site. */
  tenants?: TenantBrandSource;
  /** Honour a browser's override cookie for one remote (remote-override.ts); off by default. */
  allowRemoteOverrides?: boolean;
  /** The ports a remote override may name (the remotes' dev servers); only with allowRemoteOverrides. */
  overridePorts?: readonly number[];
  /**
   * Signs each page's load token (load-token.ts), shared with the backend (PROXY_SECRET); without it
   * pages carry no token and their load reports are not counted.
   */
  loadTokenSecret?: string | null;
  /** The link previews' images (`/social/<type>.png`); the ones committed with this package by default. */
  socialImagesDir?: string;
}

const INDEX_HTML = '/index.html';

/**
 * The visitor as this server sees it, replacing whatever the client wrote: a client's own
 * X-Forwarded-For must never reach the backend looking as if this proxy had vouched for it.
 */
function describeVisitor(proxied: ClientRequest, request: Request, proxySecret: string | null): void {
  for (const header of [...FORWARDED_HEADERS, PROXY_SECRET_HEADER]) proxied.removeHeader(header);
  proxied.setHeader('x-forwarded-for', request.ip ?? request.socket.remoteAddress ?? '');
  proxied.setHeader('x-forwarded-proto', request.protocol);
  const host = request.get('host');
  if (host) proxied.setHeader('x-forwarded-host', host);
  if (proxySecret) proxied.setHeader(PROXY_SECRET_HEADER, proxySecret);
}

export function createSiteApp(options: SiteAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);

  // Mounted first and never compressed here: the backend sets its own headers and encoding.
  app.use(
    createProxyMiddleware({
      target: options.backendUrl,
      // Not the bare prefix '/api': that would also send the /api-docs pages to the backend.
      pathFilter: (pathname) => pathname === '/api' || pathname.startsWith('/api/'),
      on: {
        proxyReq(proxied, req) {
          describeVisitor(proxied, req as Request, options.proxySecret ?? null);
        },
        error(_error, _req, res) {
          if ('writeHead' in res && !res.headersSent) {
            res.writeHead(502, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
            res.end(
              JSON.stringify({ success: false, statusCode: 502, error: 'The API is unavailable. Please try again.' }),
            );
          }
        },
      },
    }),
  );

  app.use(securityHeaders());
  app.use(compressResponses());

  const overridePolicy = {
    allowed: options.allowRemoteOverrides === true,
    ports: options.overridePorts ?? [],
  };
  const overrideOf = (req: Request) => requestedOverride(req, overridePolicy);
  /** The visitor's cohort, the releases it gets, and the registry with the remote their override cookie names. */
  const registryFor = async (req: Request, res: Response, siteOrigin: string, override = overrideOf(req)) => {
    const cohortId = visitorCohort(req, res);
    const served = await options.registry(siteOrigin, cohortId);
    return { cohortId, served, registry: withRemoteOverride(served, override) };
  };
  const loadToken = (cohortId: string, served: RemoteRegistry, override: RemoteOverride | null) =>
    options.loadTokenSecret
      ? issueLoadToken(options.loadTokenSecret, {
          cohortId,
          releases: servedReleases(served, override?.remote ?? null),
        })
      : null;

  app.use(remoteOverrideRoutes(overridePolicy));

  app.get(REMOTE_REGISTRY_PATH, async (req, res, next) => {
    try {
      // The origin the visitor used, so release URLs are always same-origin for them.
      const { registry } = await registryFor(req, res, `${req.protocol}://${req.get('host')}`);
      res.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
      res.setHeader('Vary', 'Cookie');
      res.json(registry);
    } catch (error) {
      next(error);
    }
  });

  if (options.releasesDir) app.use(RELEASES_PATH, immutableFiles(options.releasesDir));
  // The pages' heads, the sitemap, the feed and the Markdown twins, from the visitor's releases.
  const pageManifests = new PageManifests(options.releasesDir);
  app.use(
    machineReadableRoutes({
      manifests: pageManifests,
      registryFor: async (req, res) => (await registryFor(req, res, `${req.protocol}://${req.get('host')}`)).registry,
      socialImagesDir: options.socialImagesDir,
    }),
  );
  // The OpenAPI document and the Postman collection of the visitor's docs release, as downloads.
  app.use(
    apiFileRoutes({
      releasesDir: options.releasesDir,
      registryFor: async (req, res) => (await registryFor(req, res, `${req.protocol}://${req.get('host')}`)).registry,
    }),
  );
  app.use(brandFontRoutes());
  if (options.tenants) app.use(tenantStylesheetRoute(options.tenants));

  app.use(startScriptRoute());
  const files = staticFiles(options.root);
  // index.html only ever leaves through the page handler below, with its policy.
  app.use((req, res, next) => (req.path === INDEX_HTML ? next() : files(req, res, next)));

  // Every other page route renders the shell, which routes on the client; the HTML names the
  // remote files that page needs, so the browser fetches them alongside the shell's.
  const indexHtml = new ShellHtml(path.join(options.root, 'index.html'));
  const manifests = new ManifestCache();
  const shellFrames = new ShellFrameFiles(options.root);
  const fragments = new FragmentFiles(options.releasesDir);
  app.use(async (req, res, next) => {
    const isPage = path.extname(req.path) === '' || req.path === INDEX_HTML;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPage) {
      next();
      return;
    }
    // Everything the page costs this server, up to the answer's compression: the registry, the files, the stitching.
    const startedAt = process.hrtime.bigint();
    try {
      const siteOrigin = `${req.protocol}://${req.get('host')}`;
      // The registry, policy and hints of this page all follow the visitor's cohort and override.
      const override = overrideOf(req);
      const { cohortId, served, registry } = await registryFor(req, res, siteOrigin, override);
      const [hints, shell, brand, head, frames] = await Promise.all([
        pagePreloadHints(req.path, registry, manifests),
        indexHtml.read(),
        options.tenants?.forHost(req.hostname) ?? null,
        pageManifests.headOf(req.path, registry),
        shellFrames.read(),
      ]);
      // The page's body, prerendered, when it has one (on a tenant's site, in the shell's frame for tenant sites):
      // not under a developer's override (a live remote), which is rendered in the browser.
      const body = override
        ? null
        : await prerenderedBody({
            pathname: req.path,
            hasQuery: req.originalUrl.includes('?'),
            hasSessionCookie: carriesSessionCookie(req, siteOrigin),
            registry,
            head,
            remoteId: pageRouteFor(req.path)?.remote.id ?? null,
            brand,
            shell: frames,
            fragments,
          });
      res.setHeader(
        'Content-Security-Policy',
        contentSecurityPolicy({
          remoteOrigins: remoteOriginsOf(registry, siteOrigin),
          inlineStyleHashes: shell.inlineStyleHashes,
          imageOrigins: options.imageOrigins,
          socketOrigins: overrideSocketOrigins(override),
          connectOrigins: options.connectOrigins,
        }),
      );
      res.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
      res.setHeader('Vary', 'Cookie');
      const html = withLoadToken(
        withOverrideNotice(composedPage(shell, registry, body, hints), override),
        loadToken(cohortId, served, override),
      );
      const page = brand ? brandedPageHtml(html, brand) : withSiteFont(html, req);
      const answer = withPageHead(page, head, { origin: siteOrigin, companyName: brand?.companyName ?? null });
      res.setHeader('Server-Timing', stitchTiming(startedAt));
      res.type('html').send(answer);
    } catch (error) {
      next(error);
    }
  });

  app.use((_req, res) => {
    res.status(404).type('text/plain').setHeader('Cache-Control', 'no-store').send('Not found');
  });
  return app;
}

/**
 * The shell's HTML for one page: the visitor's registry, and the page's files to fetch. A page the browser renders
 * asks for every script at once; a prerendered page is read before any script runs, so it asks for them only after
 * its first paint (scripts-after-paint.ts), and for its stylesheets at once.
 */
function composedPage(
  shell: ShellDocument,
  registry: RemoteRegistry,
  body: PrerenderedBody | null,
  hints: readonly PreloadHint[],
): string {
  if (!body) return withPreloadHints(withRegistryBlock(shell.html, registry), hints);
  const scriptHints = hints.filter((hint) => hint.as === 'script').map((hint) => hint.href);
  return withDeferredScripts(
    withPreloadHints(
      withPrerenderedBody(withRegistryBlock(shell.afterPaint.html, registry), body),
      hints.filter((hint) => hint.as !== 'script'),
    ),
    { ...shell.afterPaint.deferred, preloads: [...shell.afterPaint.deferred.preloads, ...scriptHints] },
  );
}
