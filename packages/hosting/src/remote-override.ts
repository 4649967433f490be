/**
 * Local override of one remote: a developer points their own browser's copy of the real site at a
 * build of one remote on their machine (`npm run dev -w mfe-docs`), with a cookie. Honoured only
 * where the site allows it (ALLOW_REMOTE_OVERRIDES, never in production), and only for loopback
 * http(s) URLs on a port a remote's dev server is configured on, so a cookie planted by someone else
 * can at most load scripts from one of those servers on the visitor's own machine. Only the person
 * at the keyboard sets it: through a confirmation page whose button makes a same-origin POST. The
 * registry, the CSP and the preload hints of the page follow it, as they follow the canary cohort;
 * the page's HTML names it so the shell shows a banner.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import {
  MICRO_FRONTENDS,
  REMOTE_OVERRIDE_COOKIE,
  REMOTE_OVERRIDE_PATH,
  REMOTE_OVERRIDE_ELEMENT_ID,
  remoteEntryUrl,
  type RemoteOverride,
  type RemoteRegistry,
} from '@northvault/contracts/micro-frontends';
import { readCookie } from './cohort';
import { withJsonDataBlock } from './json-data-block';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether this site honours overrides at all (ALLOW_REMOTE_OVERRIDES), and on which ports. */
export interface OverridePolicy {
  allowed: boolean;
  ports: readonly number[];
}

export type OverrideParse = { override: RemoteOverride } | { error: string };

/**
 * `mfe-docs` and `http://localhost:8082` as an override, or the sentence saying why not. `ports`:
 * the ports the remotes' dev servers are configured on (MFE_*_PORT), the only ones an override may name.
 */
export function remoteOverride(remote: string, url: string, ports: readonly number[]): OverrideParse {
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
  const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
  if (!ports.includes(port)) {
    return {
      error: `The override of ${remote} must use a port a remote's dev server is configured on: ${ports.join(', ')} (got "${url}")`,
    };
  }
  return { override: { remote, entry: remoteEntryUrl(`${parsed.origin}${parsed.pathname}`) } };
}

/** The cookie's `<mfe>=<url>` as an override, or the sentence saying why it is ignored. */
export function parseOverrideCookie(value: string, ports: readonly number[]): OverrideParse {
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    return { error: 'The override cookie is not URL-encoded text' };
  }
  const separator = text.indexOf('=');
  if (separator <= 0)
    return { error: 'The override cookie must read <remote>=<url>, e.g. mfe-docs=http://localhost:8082' };
  return remoteOverride(text.slice(0, separator), text.slice(separator + 1), ports);
}

/** The override this request asks for, or null (none, a malformed one, or overrides are off). */
export function requestedOverride(request: Request, policy: OverridePolicy): RemoteOverride | null {
  if (!policy.allowed) return null;
  const cookie = readCookie(request, REMOTE_OVERRIDE_COOKIE);
  if (cookie === null) return null;
  const parsed = parseOverrideCookie(cookie, policy.ports);
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
  return withJsonDataBlock(html, REMOTE_OVERRIDE_ELEMENT_ID, override);
}

function plainAnswer(response: Response, status: number, text: string): void {
  response.status(status).type('text/plain').setHeader('Cache-Control', 'no-store').send(text);
}

/** The confirmation's one-time value, kept in a cookie only this path sees and only same-site requests carry. */
const CONFIRMATION_COOKIE = 'nv_override_confirmation';
const CONFIRMATION_LIFETIME_MS = 10 * 60 * 1000;
/** The confirmation page has no script and no style: nothing may run or load there, and its form posts only here. */
const CONFIRMATION_POLICY = "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The page that names the remote and the URL, with the one button that sets the override. */
export function confirmationPage(override: RemoteOverride, url: string, confirmation: string): string {
  const remote = escapeHtml(override.remote);
  const entry = escapeHtml(override.entry);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Override ${remote}?</title></head><body><main>`,
    `<h1>Load ${remote} from your machine?</h1>`,
    `<p>This browser will load <strong>${remote}</strong> from <code>${entry}</code> instead of the site's release, `,
    'with your session, on every page until you clear the override from the banner.</p>',
    '<p>Only continue if you started that server yourself.</p>',
    `<form method="post" action="${REMOTE_OVERRIDE_PATH}">`,
    `<input type="hidden" name="remote" value="${remote}">`,
    `<input type="hidden" name="url" value="${escapeHtml(url)}">`,
    `<input type="hidden" name="confirmation" value="${escapeHtml(confirmation)}">`,
    `<button type="submit">Use ${remote} from ${escapeHtml(new URL(override.entry).origin)}</button>`,
    '</form><p><a href="/">Cancel</a></p></main></body></html>',
  ].join('');
}

function sameValue(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A POST only this site's own page can make: the browser says it is same-origin (Sec-Fetch-Site, or
 * Origin naming this site), and it carries the confirmation value of the page in both its body and
 * the SameSite=Strict cookie, which a page elsewhere can neither read nor make the browser send.
 */
function isConfirmedHere(req: Request, confirmation: unknown): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = req.get('origin');
  if (origin !== undefined && origin !== `${req.protocol}://${req.get('host')}`) return false;
  if (fetchSite === undefined && origin === undefined) return false;
  const expected = readCookie(req, CONFIRMATION_COOKIE);
  return typeof confirmation === 'string' && expected !== null && sameValue(confirmation, expected);
}

/** The one `<mfe>=<url>` of the query, or the sentence saying why not. */
function overrideOfQuery(
  req: Request,
  ports: readonly number[],
): { override: RemoteOverride; url: string } | { error: string } {
  const entries = Object.entries(req.query);
  const [[remote, url], ...rest] = entries as [string, unknown][];
  if (rest.length > 0 || typeof url !== 'string') {
    return { error: 'Override one remote at a time: /__override?mfe-docs=http://localhost:8082' };
  }
  const parsed = remoteOverride(remote!, url, ports);
  return 'error' in parsed ? parsed : { override: parsed.override, url };
}

/**
 * GET /__override?mfe-docs=http://localhost:8082 shows a confirmation page naming the remote and the
 * URL; only its button, a same-origin POST, sets the cookie, so a link or a page elsewhere never can.
 * GET /__override with no query clears it (as the banner's button does). Either way the browser then
 * goes to the home page, where the banner shows. The cookie is not HttpOnly (the banner's button
 * clears it from the page) and lasts the browser session.
 */
export function remoteOverrideRoutes(policy: OverridePolicy): Router {
  const router = express.Router();
  router.use(REMOTE_OVERRIDE_PATH, (_req, res, next) => {
    if (policy.allowed) {
      next();
      return;
    }
    plainAnswer(res, 404, 'Remote overrides are off on this site (ALLOW_REMOTE_OVERRIDES is not true).');
  });
  router.get(REMOTE_OVERRIDE_PATH, (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (Object.keys(req.query).length === 0) {
      res.clearCookie(REMOTE_OVERRIDE_COOKIE, { path: '/' });
      res.redirect(303, '/');
      return;
    }
    const asked = overrideOfQuery(req, policy.ports);
    if ('error' in asked) {
      plainAnswer(res, 400, asked.error);
      return;
    }
    const confirmation = randomBytes(24).toString('base64url');
    res.cookie(CONFIRMATION_COOKIE, confirmation, {
      path: REMOTE_OVERRIDE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      maxAge: CONFIRMATION_LIFETIME_MS,
    });
    res.setHeader('Content-Security-Policy', CONFIRMATION_POLICY);
    res.type('html').send(confirmationPage(asked.override, asked.url, confirmation));
  });
  router.post(REMOTE_OVERRIDE_PATH, express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (!isConfirmedHere(req, body.confirmation)) {
      plainAnswer(
        res,
        403,
        'This override was not confirmed on this site. Open /__override?<remote>=<url> and press its button.',
      );
      return;
    }
    const { remote, url } = body;
    const parsed =
      typeof remote === 'string' && typeof url === 'string'
        ? remoteOverride(remote, url, policy.ports)
        : { error: 'Override one remote at a time: /__override?mfe-docs=http://localhost:8082' };
    if ('error' in parsed) {
      plainAnswer(res, 400, parsed.error);
      return;
    }
    res.clearCookie(CONFIRMATION_COOKIE, { path: REMOTE_OVERRIDE_PATH });
    res.cookie(REMOTE_OVERRIDE_COOKIE, `${parsed.override.remote}=${url as string}`, {
      path: '/',
      sameSite: 'lax',
      secure: req.secure,
    });
    res.redirect(303, '/');
  });
  return router;
}
