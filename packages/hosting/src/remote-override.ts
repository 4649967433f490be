/**
 * Local override of one remote: a developer points their own browser's copy of the real site at a
 * build of one remote on their machine (`npm run dev -w mfe-docs`), with a cookie. Honoured only
 * where the site allows it (ALLOW_REMOTE_OVERRIDES, never in production), and only for loopback
 * http(s) URLs, so a cookie planted by someone else can at most load scripts from the visitor's
 * own machine. The registry, the CSP and the preload hints of the page follow it, as they follow
 * the canary cohort; the page's HTML names it so the shell shows a banner.
 */
import type { Request, RequestHandler, Response } from 'express';
import {
  MICRO_FRONTENDS,
  REMOTE_OVERRIDE_COOKIE,
  REMOTE_OVERRIDE_ELEMENT_ID,
  remoteEntryUrl,
  type RemoteOverride,
  type RemoteRegistry,
} from '@northvault/contracts/micro-frontends';
import { readCookie } from './cohort';
import { scriptSafeJson } from './tenant-page';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export type OverrideParse = { override: RemoteOverride } | { error: string };

/** `mfe-docs` and `http://localhost:8082` as an override, or the sentence saying why not. */
export function remoteOverride(remote: string, url: string): OverrideParse {
  const known = Object.values(MICRO_FRONTENDS).find((candidate) => candidate.id === remote);
  if (!known) {
    const ids = Object.values(MICRO_FRONTENDS).map((candidate) => candidate.id);
    return { error: `"${remote}" is not a remote: use one of ${ids.join(', ')}` };
  }
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    return { error: `The override of ${remote} must be an http(s) URL (got "${url}")` };
  }
  if (!LOOPBACK_HOSTS.has(parsed.hostname) || parsed.username !== '' || parsed.password !== '') {
    return {
      error: `The override of ${remote} must be on this machine: localhost, 127.0.0.1 or [::1] (got "${url}")`,
    };
  }
  return { override: { remote, entry: remoteEntryUrl(`${parsed.origin}${parsed.pathname}`) } };
}

/** The cookie's `<mfe>=<url>` as an override, or the sentence saying why it is ignored. */
export function parseOverrideCookie(value: string): OverrideParse {
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    return { error: 'The override cookie is not URL-encoded text' };
  }
  const separator = text.indexOf('=');
  if (separator <= 0)
    return { error: 'The override cookie must read <remote>=<url>, e.g. mfe-docs=http://localhost:8082' };
  return remoteOverride(text.slice(0, separator), text.slice(separator + 1));
}

/** The override this request asks for, or null (none, a malformed one, or overrides are off). */
export function requestedOverride(request: Request, allowed: boolean): RemoteOverride | null {
  if (!allowed) return null;
  const cookie = readCookie(request, REMOTE_OVERRIDE_COOKIE);
  if (cookie === null) return null;
  const parsed = parseOverrideCookie(cookie);
  return 'override' in parsed ? parsed.override : null;
}

/** The registry with the overridden remote loaded from the developer's URL (no release version: it is none). */
export function withRemoteOverride(registry: RemoteRegistry, override: RemoteOverride | null): RemoteRegistry {
  if (override === null) return registry;
  const container = Object.values(MICRO_FRONTENDS).find((remote) => remote.id === override.remote)?.container;
  return {
    remotes: registry.remotes.map((entry) =>
      entry.name === container ? { name: entry.name, entry: override.entry } : entry,
    ),
  };
}

/** `ws://localhost:8082`: where the overridden remote's dev server tells the page to reload. */
export function overrideSocketOrigins(override: RemoteOverride | null): string[] {
  if (override === null) return [];
  const { protocol, host } = new URL(override.entry);
  return [`${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`];
}

/** The page's HTML with the data block the shell's banner reads. */
export function withOverrideNotice(html: string, override: RemoteOverride | null): string {
  if (override === null) return html;
  const block = `<script type="application/json" id="${REMOTE_OVERRIDE_ELEMENT_ID}">${scriptSafeJson(override)}</script>`;
  return html.replace('</head>', `${block}</head>`);
}

function plainAnswer(response: Response, status: number, text: string): void {
  response.status(status).type('text/plain').setHeader('Cache-Control', 'no-store').send(text);
}

/**
 * GET /__override?mfe-docs=http://localhost:8082 sets the cookie for this browser; GET /__override
 * with no query clears it. Either way the browser goes to the home page, where the banner shows.
 * Not HttpOnly: the banner's button clears it from the page. A session cookie: gone with the browser.
 */
export function remoteOverrideRoute(allowed: boolean): RequestHandler {
  return (req, res) => {
    if (!allowed) {
      plainAnswer(res, 404, 'Remote overrides are off on this site (ALLOW_REMOTE_OVERRIDES is not true).');
      return;
    }
    const entries = Object.entries(req.query);
    if (entries.length === 0) {
      res.clearCookie(REMOTE_OVERRIDE_COOKIE, { path: '/' });
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, '/');
      return;
    }
    const [[remote, url], ...rest] = entries;
    if (rest.length > 0 || typeof url !== 'string') {
      plainAnswer(res, 400, 'Override one remote at a time: /__override?mfe-docs=http://localhost:8082');
      return;
    }
    const parsed = remoteOverride(remote!, url);
    if ('error' in parsed) {
      plainAnswer(res, 400, parsed.error);
      return;
    }
    res.cookie(REMOTE_OVERRIDE_COOKIE, `${parsed.override.remote}=${url}`, {
      path: '/',
      sameSite: 'lax',
      secure: req.secure,
    });
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, '/');
  };
}
