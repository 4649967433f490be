import { PUBLIC_API } from '@northvault/contracts/business';
import type { EndpointDoc } from '../content/endpoint';

/** What the reader may edit before sending: each query parameter, each extra header, and the JSON body. */
export interface TryItDraft {
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
}

/** Headers the panel sets itself: the bearer token and the plan. */
const SET_BY_PANEL = new Set(['authorization', PUBLIC_API.planHeader.toLowerCase()]);

/** The docs' request example, as a draft to edit. */
export function exampleDraft(endpoint: EndpointDoc): TryItDraft {
  const query: Record<string, string> = {};
  for (const parameter of endpoint.parameters) {
    if (parameter.in === 'query') query[parameter.name] = String(endpoint.exampleQuery?.[parameter.name] ?? '');
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(endpoint.exampleHeaders ?? {})) {
    if (!SET_BY_PANEL.has(name.toLowerCase())) headers[name] = value;
  }
  const body = endpoint.method === 'POST' ? JSON.stringify(endpoint.exampleBody ?? {}, null, 2) : '';
  return { query, headers, body };
}

export const TRY_IT_REQUEST_MESSAGES = {
  invalidJson: 'The request body is not valid JSON:',
} as const;

export type BuiltRequest = { ok: true; url: string; init: RequestInit } | { ok: false; message: string };

/** The request the draft describes, against the sandbox at `baseUrl`, with the token and plan header. */
export function buildRequest(
  endpoint: EndpointDoc,
  draft: TryItDraft,
  baseUrl: string,
  auth: { accessToken: string; planId: string } | null,
): BuiltRequest {
  // A path parameter is the example's: a call on another id is one edit of the URL away.
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(endpoint.examplePath?.[name] ?? name),
  );
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(draft.query)) {
    if (value.trim() !== '') url.searchParams.set(name, value.trim());
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  for (const [name, value] of Object.entries(draft.headers)) {
    if (value.trim() !== '') headers[name] = value.trim();
  }
  if (auth && endpoint.authenticated) {
    headers.Authorization = `Bearer ${auth.accessToken}`;
    headers[PUBLIC_API.planHeader] = auth.planId;
  }
  const init: RequestInit = { method: endpoint.method, headers, credentials: 'omit' };
  if (endpoint.method === 'POST') {
    try {
      JSON.parse(draft.body);
    } catch (error) {
      return { ok: false, message: `${TRY_IT_REQUEST_MESSAGES.invalidJson} ${(error as Error).message}` };
    }
    headers['Content-Type'] = 'application/json';
    init.body = draft.body;
  }
  return { ok: true, url: url.toString(), init };
}
