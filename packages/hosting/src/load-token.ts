/**
 * Load tokens (docs/architecture.md#load-telemetry): the site server signs one for each page it
 * serves, naming the exact release of each remote that page gets and a keyed hash of the visitor's
 * cohort id; the shell sends it with its load reports, and the backend counts a report only when
 * the token is genuine, unexpired, and names that release. Both ends derive the key from the secret
 * they already share (PROXY_SECRET), so nobody else can mint a token, and the token never carries
 * the secret nor the cohort id itself.
 *
 * Format: `v1.<base64url JSON claims>.<base64url HMAC-SHA256 of "v1.<claims>">`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RemoteRegistry } from '@northvault/contracts/micro-frontends';
import { MICRO_FRONTENDS } from '@northvault/contracts/micro-frontends';
import { LOAD_TOKEN_ELEMENT_ID, MAX_LOAD_TOKEN_LENGTH, UNRELEASED_VERSION } from '@northvault/contracts/telemetry';
import { withJsonDataBlock } from './json-data-block';

/** How long after the page was served its loads still count (a visitor may stay on one page a while). */
export const LOAD_TOKEN_TTL_SECONDS = 30 * 60;

const VERSION_PREFIX = 'v1';

export interface LoadTokenClaims {
  /** Random per page load: each remote's load counts once per token. */
  id: string;
  /** A keyed hash of the visitor's cohort id: distinct visitors can be counted, the id itself never leaves the site server. */
  visitor: string;
  /** The release each remote is served in this page, by remote id (`unreleased`: from its own server). */
  releases: Record<string, string>;
  /** Seconds since the epoch; from then on the token no longer counts. */
  expires: number;
}

/** A separate key per purpose, so a token's signature says nothing about the shared secret or other uses of it. */
function derivedKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`northvault ${purpose}`).digest();
}

function signature(secret: string, signed: string): Buffer {
  return createHmac('sha256', derivedKey(secret, 'load token')).update(signed).digest();
}

/** The same visitor gives the same value under one secret; the cohort id cannot be read back from it. */
export function visitorKey(secret: string, cohortId: string): string {
  return createHmac('sha256', derivedKey(secret, 'load token visitor'))
    .update(cohortId)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/**
 * The releases a page serves, by remote id, from its registry before any override: a remote the
 * visitor overrides (`skip`) is left out, so loads of a developer's local build never count.
 */
export function servedReleases(registry: RemoteRegistry, skip: string | null = null): Record<string, string> {
  const releases: Record<string, string> = {};
  for (const entry of registry.remotes) {
    const remote = Object.values(MICRO_FRONTENDS).find((candidate) => candidate.container === entry.name);
    if (remote && remote.id !== skip) releases[remote.id] = entry.version ?? UNRELEASED_VERSION;
  }
  return releases;
}

export interface LoadTokenRequest {
  cohortId: string;
  releases: Record<string, string>;
  now?: Date;
  ttlSeconds?: number;
}

export function issueLoadToken(secret: string, request: LoadTokenRequest): string {
  const now = request.now ?? new Date();
  const claims: LoadTokenClaims = {
    id: randomBytes(16).toString('base64url'),
    visitor: visitorKey(secret, request.cohortId),
    releases: request.releases,
    expires: Math.floor(now.getTime() / 1000) + (request.ttlSeconds ?? LOAD_TOKEN_TTL_SECONDS),
  };
  const signed = `${VERSION_PREFIX}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signed}.${signature(secret, signed).toString('base64url')}`;
}

const TOKEN_SHAPE = /^v1\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

function isClaims(value: unknown): value is LoadTokenClaims {
  const claims = value as LoadTokenClaims | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    typeof claims.id === 'string' &&
    typeof claims.visitor === 'string' &&
    Number.isInteger(claims.expires) &&
    typeof claims.releases === 'object' &&
    claims.releases !== null &&
    !Array.isArray(claims.releases) &&
    Object.values(claims.releases).every((version) => typeof version === 'string')
  );
}

export type LoadTokenCheck = { claims: LoadTokenClaims } | { problem: 'invalid' | 'expired' };

/** The token's claims when this secret signed it and it has not expired. */
export function verifyLoadToken(secret: string, token: string, now: Date = new Date()): LoadTokenCheck {
  const match = token.length <= MAX_LOAD_TOKEN_LENGTH ? TOKEN_SHAPE.exec(token) : null;
  if (!match) return { problem: 'invalid' };
  const signed = `${VERSION_PREFIX}.${match[1]}`;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(secret, signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8'));
  } catch {
    return { problem: 'invalid' };
  }
  if (!isClaims(claims)) return { problem: 'invalid' };
  if (claims.expires * 1000 <= now.getTime()) return { problem: 'expired' };
  return { claims };
}

/** The page's HTML with its load token in a non-executed JSON block (the CSP stays as strict). */
export function withLoadToken(html: string, token: string | null): string {
  if (token === null) return html;
  return withJsonDataBlock(html, LOAD_TOKEN_ELEMENT_ID, token);
}
