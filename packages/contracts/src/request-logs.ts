/**
 * The request log of the developers page (docs/product/api.md#request-log): every `/v1` call of an
 * account, kept 30 days, read through the sandbox (`GET /v1/request-logs`) or the site's API.
 */

/** The sandbox's paths of the log, under its base URL. */
export const REQUEST_LOG_SANDBOX_PATH = '/request-logs';

/** GET: the signed-in account's log (the developers page); `/{request_id}` one entry. */
export const REQUEST_LOG_API_PATH = '/api/request-logs';

export function requestLogEntryPath(requestId: string): string {
  return `${REQUEST_LOG_API_PATH}/${encodeURIComponent(requestId)}`;
}

/** How long entries are kept. */
export const REQUEST_LOG_RETENTION_DAYS = 30;

/** Each recorded body is cut to this many bytes of UTF-8. */
export const REQUEST_LOG_BODY_LIMIT_BYTES = 8 * 1024;

/** What replaces a secret or a card number in a recorded body. */
export const REDACTED = '[REDACTED]';

/** Appended to a body cut at the limit. */
export const TRUNCATED_MARK = '…[truncated]';

export const REQUEST_LOG_STATUS_CLASSES = ['2xx', '4xx', '5xx'] as const;
export type RequestLogStatusClass = (typeof REQUEST_LOG_STATUS_CLASSES)[number];

export const REQUEST_LOG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A page holds at most this many entries. */
export const REQUEST_LOG_PAGE_SIZE = 25;

/** One call in the list. */
export interface RequestLogSummary {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  idempotencyKey: string | null;
  /** The API key's display prefix (`nv_test_sk_…a1b2`) or the login token's first characters. */
  credential: string;
  /** ISO 8601, UTC, to the second. */
  createdAt: string;
}

/** One call with its redacted bodies. */
export interface RequestLogEntry extends RequestLogSummary {
  requestBody: string | null;
  responseBody: string | null;
}

export interface RequestLogPage {
  entries: RequestLogSummary[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export const REQUEST_LOG_MESSAGES = {
  notFound: 'No request with this request_id in your request log.',
  badStatus: 'status must be one of 2xx, 4xx or 5xx.',
  badMethod: 'method must be one of GET, POST, PUT, PATCH or DELETE.',
  badDate: 'from and to must be dates (YYYY-MM-DD).',
  badCursor: 'must be the cursor of an earlier page.',
  empty: 'No requests match.',
} as const;
