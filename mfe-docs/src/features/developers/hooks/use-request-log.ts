import { useEffect, useState } from 'react';
import {
  REQUEST_LOG_API_PATH,
  requestLogEntryPath,
  type RequestLogEntry,
  type RequestLogPage,
} from '@northvault/contracts/request-logs';
import { errorSentence, isRecord, readJson } from '@northvault/ui/api-json';

export const REQUEST_LOG_LOAD_FAILED = 'Your request log could not be loaded. Please reload the page.';

export interface RequestLogFilters {
  status: string;
  method: string;
  path: string;
  from: string;
  to: string;
}

export const NO_FILTERS: RequestLogFilters = { status: '', method: '', path: '', from: '', to: '' };

export type Loaded<Value> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; value: Value };

function isPage(body: unknown): body is RequestLogPage {
  return isRecord(body) && Array.isArray(body.entries);
}

function isEntry(body: unknown): body is RequestLogEntry {
  return isRecord(body) && typeof body.requestId === 'string';
}

/** The request whose answer is `body`, or its error sentence. */
async function load<Value>(url: string, accept: (body: unknown) => body is Value): Promise<Loaded<Value>> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    const body = await readJson(response);
    if (response.ok && accept(body)) return { status: 'loaded', value: body };
    const sentence = response.status === 400 || response.status === 404 ? errorSentence(body) : '';
    return { status: 'failed', message: sentence || REQUEST_LOG_LOAD_FAILED };
  } catch {
    return { status: 'failed', message: REQUEST_LOG_LOAD_FAILED };
  }
}

/** The answer to `url`, loading again whenever `url` changes. */
function useLoaded<Value>(url: string, accept: (body: unknown) => body is Value): Loaded<Value> {
  // The answer is kept with the URL it answers, so a new URL reads as loading until its own answer.
  const [answer, setAnswer] = useState<{ url: string; state: Loaded<Value> } | null>(null);
  useEffect(() => {
    let current = true;
    void load(url, accept).then((state) => {
      if (current) setAnswer({ url, state });
    });
    return () => {
      current = false;
    };
  }, [url, accept]);
  return answer?.url === url ? answer.state : { status: 'loading' };
}

/** One page of GET /api/request-logs with the filters; `before` is the cursor of the previous page. */
export function useRequestLogPage(filters: RequestLogFilters, before: string | null): Loaded<RequestLogPage> {
  const query = new URLSearchParams(
    Object.entries({ ...filters, before: before ?? '' }).filter(([, value]) => value !== ''),
  ).toString();
  return useLoaded(query ? `${REQUEST_LOG_API_PATH}?${query}` : REQUEST_LOG_API_PATH, isPage);
}

/** One entry of GET /api/request-logs/{request_id}. */
export function useRequestLogEntry(requestId: string): Loaded<RequestLogEntry> {
  return useLoaded(requestLogEntryPath(requestId), isEntry);
}
