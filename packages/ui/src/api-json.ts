/**
 * Talking JSON to the site's API. An answer may also be a proxy's HTML error page or nothing at
 * all, so nothing here throws on a body: each caller decides what the shape it got means.
 */

export interface ApiAnswer {
  response: Response;
  /** The parsed body, or `null` when it is not JSON (a gateway error page, an empty 502). */
  body: unknown;
}

/** POSTs `payload` as JSON. `null` when no answer arrived at all (offline, connection refused). */
export async function postJson(
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer | null> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(payload),
    });
  } catch {
    return null;
  }
  return { response, body: await readJson(response) };
}

/** The parsed body, or `null` when it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The sentence the server gave in `error`, trimmed, or `''` when it gave none. */
export function errorSentence(body: unknown): string {
  return isRecord(body) && typeof body.error === 'string' ? body.error.trim() : '';
}
