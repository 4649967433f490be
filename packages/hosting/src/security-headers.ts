/**
 * The security headers of the site's origin. Every response gets the ones that cost nothing
 * (nosniff, a Referrer-Policy, no framing, HSTS over HTTPS); the shell's HTML also gets a
 * Content-Security-Policy built at request time from the registry, so a remote moved to a new
 * origin (MFE_*_URL, a release) is allowed on the next page load and nothing else ever is.
 */
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { RemoteRegistry } from '@northvault/contracts/micro-frontends';

export interface ContentSecurityPolicyOptions {
  /** Origins, besides the site's own, that serve the remotes' scripts, styles and manifests. */
  remoteOrigins: readonly string[];
  /** `'sha256-…'` sources of the page's inline `<style>` elements. */
  inlineStyleHashes: readonly string[];
  /** Origins, besides the site's own, `data:` and `https:`, that serve images (the local provider's avatars). */
  imageOrigins?: readonly string[];
  /** WebSocket origins the page may connect to: an overridden remote's dev server, for its reloads. */
  socketOrigins?: readonly string[];
  /** Origins, besides the site's own, that pages call directly (the API sandbox the docs' Try it panels call). */
  connectOrigins?: readonly string[];
}

/** A year, subdomains included: the site and its API are only ever meant to be reached over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function contentSecurityPolicy({
  remoteOrigins,
  inlineStyleHashes,
  imageOrigins = [],
  socketOrigins = [],
  connectOrigins = [],
}: ContentSecurityPolicyOptions): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    // No 'unsafe-inline', no 'unsafe-eval': the shell and every remote load as files.
    ['script-src', "'self'", ...remoteOrigins],
    ['style-src', "'self'", ...remoteOrigins, ...inlineStyleHashes],
    // The registry and the API are same-origin; a remote registered by its mf-manifest.json is fetched.
    ['connect-src', "'self'", ...remoteOrigins, ...connectOrigins, ...socketOrigins],
    // Avatars come from the identity provider, logos in the white-label preview from the client's CDN.
    ['img-src', "'self'", 'data:', 'https:', ...imageOrigins],
    ['font-src', "'self'", ...remoteOrigins],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

/** The origin of every registered remote other than the site's own (a release is served by the site). */
export function remoteOriginsOf(registry: RemoteRegistry, siteOrigin: string): string[] {
  const origins = new Set<string>();
  for (const { entry } of registry.remotes) {
    // Relative to the site: a registry entry such as `/releases/…` is same-origin.
    const origin = URL.canParse(entry, siteOrigin) ? new URL(entry, siteOrigin).origin : null;
    if (origin && origin !== 'null' && origin !== siteOrigin) origins.add(origin);
  }
  return [...origins];
}

const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style\s*>/gi;

/** `'sha256-…'` of each inline `<style>` in the HTML, exactly as the browser hashes it (its UTF-8 text). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(INLINE_STYLE)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** The headers every response of the site's origin carries (the /api proxy aside: the backend sets its own). */
export function securityHeaders(): RequestHandler {
  return (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    // Only over HTTPS (directly, or as a trusted proxy says): over plain HTTP the header means nothing
    // and would pin a localhost name to HTTPS in the developer's browser.
    if (req.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    next();
  };
}
