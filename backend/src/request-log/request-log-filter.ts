/** The query parameters of a request-log page, each refused with a message naming it. */
import {
  REQUEST_LOG_MESSAGES,
  REQUEST_LOG_METHODS,
  REQUEST_LOG_STATUS_CLASSES,
  type RequestLogStatusClass,
} from '@northvault/contracts/request-logs';
import { parseCursor, type RequestLogFilter } from './request-logs.service';

export interface RequestLogQuery {
  status?: unknown;
  method?: unknown;
  path?: unknown;
  from?: unknown;
  to?: unknown;
  before?: unknown;
  starting_after?: unknown;
}

/** How the caller's API answers a bad parameter. */
export type InvalidParameter = (field: string, message: string) => Error;

const DAY_MS = 24 * 3600 * 1000;

function day(value: unknown, field: string, invalid: InvalidParameter): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const date =
    typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw invalid(field, REQUEST_LOG_MESSAGES.badDate);
  return date;
}

/** `cursorName` is the parameter that carries the cursor: `before` on the site's API, `starting_after` on /v1. */
export function requestLogFilter(
  query: RequestLogQuery,
  invalid: InvalidParameter,
  cursorName: 'before' | 'starting_after' = 'before',
): RequestLogFilter {
  const filter: RequestLogFilter = {};
  // An empty filter is refused like any other value outside the documented ones: the page leaves unset ones out.
  if (query.status !== undefined) {
    if (!REQUEST_LOG_STATUS_CLASSES.includes(query.status as RequestLogStatusClass)) {
      throw invalid('status', REQUEST_LOG_MESSAGES.badStatus);
    }
    filter.statusClass = query.status as RequestLogStatusClass;
  }
  if (query.method !== undefined) {
    const method = typeof query.method === 'string' ? query.method : '';
    if (!(REQUEST_LOG_METHODS as readonly string[]).includes(method)) {
      throw invalid('method', REQUEST_LOG_MESSAGES.badMethod);
    }
    filter.method = method;
  }
  if (typeof query.path === 'string' && query.path !== '') filter.path = query.path.slice(0, 500);
  filter.from = day(query.from, 'from', invalid);
  const to = day(query.to, 'to', invalid);
  // `to` names the last day shown, whole.
  if (to) filter.to = new Date(to.getTime() + DAY_MS);
  const before = query[cursorName];
  if (before !== undefined && before !== '') {
    const cursor = typeof before === 'string' ? parseCursor(before) : null;
    if (!cursor) throw invalid(cursorName, `${cursorName} ${REQUEST_LOG_MESSAGES.badCursor}`);
    filter.before = cursor;
  }
  return filter;
}
