/**
 * Load telemetry (docs/architecture.md#load-telemetry): how each load of a remote page went, reported
 * by the shell in batches. Nothing in it identifies a visitor: the remote, its release, the outcome,
 * how long it took and the route's pattern (`/blog/:slug`, never the visited path).
 */
import { MICRO_FRONTENDS } from './micro-frontends';
import { PAGE_ROUTES } from './page-routes';

export const REMOTE_LOADS_PATH = '/api/telemetry/remote-loads';

/**
 * A Module Federation error code (`RUNTIME-008`), or one of the outcomes the shell itself sees:
 * `timeout`, `render-error` (the page threw while rendering, caught by the route's boundary),
 * `load-error` (a load failed without a federation code) and `hydration-mismatch` (the page's prerendered HTML
 * did not match what the release renders in the browser, so React threw it away and rendered afresh).
 */
export const FEDERATION_ERROR_CODE = /^(?:RUNTIME|TYPE|BUILD)-\d{3}$/;
export const LOAD_OUTCOMES = ['ok', 'timeout', 'render-error', 'load-error', 'hydration-mismatch'] as const;
export type RemoteLoadOutcome = (typeof LOAD_OUTCOMES)[number] | `${'RUNTIME' | 'TYPE' | 'BUILD'}-${string}`;

/** The version a remote never released reports (it is loaded from its own server). */
export const UNRELEASED_VERSION = 'unreleased';
/** `1.0.0-3f9a1c07be`, as release-store names releases, or `unreleased`. */
export const RELEASE_VERSION = /^(?:unreleased|\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]{1,40})?)$/;

export const REMOTE_IDS: readonly string[] = Object.values(MICRO_FRONTENDS).map((remote) => remote.id);
export const ROUTE_PATTERNS: readonly string[] = PAGE_ROUTES.map((route) => route.path);

export interface RemoteLoadReport {
  /** `mfe-support`. */
  remote: string;
  version: string;
  outcome: RemoteLoadOutcome;
  durationMs: number;
  /** The page route's pattern. */
  route: string;
}

export const MAX_LOADS_PER_REPORT = 50;
/** A load that takes longer is reported as this long: beyond it, the number says nothing more. */
export const MAX_LOAD_DURATION_MS = 120_000;

/**
 * The id of the non-executed JSON block in a page's HTML that holds its load token: signed by the
 * site server for this page load, naming the releases it serves. A report counts only with it.
 */
export const LOAD_TOKEN_ELEMENT_ID = 'northvault-load-token';
/** Longer than any token the site server signs; anything longer is refused unread. */
export const MAX_LOAD_TOKEN_LENGTH = 1024;

export interface RemoteLoadBatch {
  /** The page's load token (LOAD_TOKEN_ELEMENT_ID). */
  token: string;
  loads: RemoteLoadReport[];
}

/** Figures of one release of a remote (`npm run releases`). */
export interface ReleaseLoadFigures {
  version: string;
  loads: number;
  /** Failed loads by outcome (`RUNTIME-008`, `timeout`, `render-error`). */
  errors: Record<string, number>;
  p50Ms: number | null;
  p95Ms: number | null;
}

export interface RemoteLoadFigures {
  remote: string;
  versions: ReleaseLoadFigures[];
}
