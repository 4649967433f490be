/**
 * Reports how each remote page load went to the backend (POST /api/telemetry/remote-loads), in
 * batches sent with navigator.sendBeacon: a couple of seconds after the first load of a batch, when
 * the page is hidden or left, or at once when the batch is full. A page that loaded but then threw
 * while rendering turns its load's `ok` into `render-error` before the batch leaves. Each batch
 * carries the load token the site server put in the page's HTML; a page without one (a remote's dev
 * host) reports nothing, since the backend would count nothing.
 */
import type { MicroFrontend } from '@northvault/contracts/micro-frontends';
import { PAGE_ROUTES } from '@northvault/contracts/page-routes';
import {
  LOAD_TOKEN_ELEMENT_ID,
  MAX_LOADS_PER_REPORT,
  REMOTE_LOADS_PATH,
  type RemoteLoadBatch,
  type RemoteLoadReport,
} from '@northvault/contracts/telemetry';
import { releaseOf } from '../../utils/remote-registry';
import type { SettledLoad } from './runtime-plugins/telemetry-plugin';

/** How long the first load of a batch waits for others to join it. */
export const FLUSH_DELAY_MS = 2000;

const queued: RemoteLoadReport[] = [];
/** The last report of each page, to mark a render error that comes after its batch has left. */
const lastReports = new Map<string, RemoteLoadReport>();
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function routeOf(remote: MicroFrontend, page: string): string | undefined {
  return PAGE_ROUTES.find((route) => route.remote.container === remote.container && route.page === page)?.path;
}

function queue(report: RemoteLoadReport): void {
  queued.push(report);
  if (queued.length >= MAX_LOADS_PER_REPORT) flushLoadReports();
  else timer ??= setTimeout(flushLoadReports, FLUSH_DELAY_MS);
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushLoadReports();
    });
    window.addEventListener('pagehide', flushLoadReports);
  }
}

/** Called by the telemetry plugin once a load has settled. */
export function recordLoad(remotes: readonly MicroFrontend[], { id, outcome, durationMs }: SettledLoad): void {
  const [container, page] = id.split('/');
  const remote = remotes.find((candidate) => candidate.container === container);
  const version = container === undefined ? undefined : releaseOf(container);
  const route = remote && page ? routeOf(remote, page) : undefined;
  // Without the registry there is no knowing which release failed: such a load says nothing useful.
  if (!remote || !version || !route) return;
  const report: RemoteLoadReport = {
    remote: remote.id,
    version,
    outcome: outcome as RemoteLoadReport['outcome'],
    durationMs,
    route,
  };
  lastReports.set(id, report);
  queue(report);
}

/** The page loaded, then threw while rendering (the route's error boundary caught it). */
export function recordRenderError(remote: MicroFrontend, page: string): void {
  recordFailureAfterLoad(remote, page, 'render-error');
}

/**
 * The page loaded, but what it rendered did not match the prerendered HTML the server sent for its release
 * (React reported a recoverable hydration error and rendered the page afresh).
 */
export function recordHydrationMismatch(remote: MicroFrontend, page: string): void {
  recordFailureAfterLoad(remote, page, 'hydration-mismatch');
}

/** Turns the page's waiting `ok` into `outcome`, or reports `outcome` for the page's last load. */
function recordFailureAfterLoad(
  remote: MicroFrontend,
  page: string,
  outcome: 'render-error' | 'hydration-mismatch',
): void {
  const id = `${remote.container}/${page}`;
  const last = lastReports.get(id);
  if (!last) return;
  const waiting = queued.find((report) => report === last);
  if (waiting && waiting.outcome === 'ok') {
    waiting.outcome = outcome;
    return;
  }
  const report: RemoteLoadReport = { ...last, outcome };
  lastReports.set(id, report);
  queue(report);
}

/** The page's load token, or null when its HTML has none. */
export function pageLoadToken(doc: Document = document): string | null {
  const text = doc.getElementById(LOAD_TOKEN_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const token: unknown = JSON.parse(text);
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

export function flushLoadReports(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (queued.length === 0) return;
  const loads = queued.splice(0);
  const token = pageLoadToken();
  if (token === null) return;
  const batch: RemoteLoadBatch = { token, loads };
  const body = JSON.stringify(batch);
  // A string goes as text/plain, which the backend reads as JSON on this path.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(REMOTE_LOADS_PATH, body)) return;
  void fetch(REMOTE_LOADS_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'text/plain' },
  }).catch(() => undefined);
}
