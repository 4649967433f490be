/**
 * Talking JSON to the site's API. An answer may also be a proxy's HTML error page or nothing at
 * all, so nothing here throws on a body: each caller decides what the shape it got means.
 */

export interface ApiAnswer {
  response: Response;
  /** The parsed body, or `null` when it is not JSON (a gateway error page, an empty 502). */
  body: unknown;
}

/** No answer arrived at all (offline, connection refused): `error` says why, as fetch put it. */
export interface NoAnswer {
  response: null;
  error: Error;
}

/** POSTs `payload` as JSON. */
export async function postJson(
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer | NoAnswer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    return { response: null, error: error instanceof Error ? error : new Error(String(error)) };
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

/**
 * The sentence for each field the server refused (`fields` of a 400, docs/product/api.md#error-answers),
 * or `{}` when it named none.
 */
export function fieldSentences(body: unknown): Record<string, string> {
  if (!isRecord(body) || !isRecord(body.fields)) return {};
  return Object.fromEntries(
    Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * What the server made of a form: accepted (with what it gave back) or refused, with a sentence to
 * show and, when the request body was invalid, the sentence for each field at fault.
 */
export type Outcome<Accepted> =
  ({ success: true } & Accepted) | { success: false; error: string; fields?: Record<string, string> };

/**
 * POSTs a form and says what the user should see. Never throws: `accept` picks what an accepted
 * answer carries (or `null` when the answer is not one); a refusal shows the server's sentence (and
 * its field sentences), or
 * `messages.failed` when it gave none (a proxy's error page, an empty 502); no answer at all shows
 * `messages.network`.
 */
export async function submitForm<Accepted>(
  path: string,
  payload: unknown,
  accept: (body: Record<string, unknown>) => Accepted | null,
  messages: { failed: string; network: string },
): Promise<Outcome<Accepted>> {
  const answer = await postJson(path, payload);
  if (answer.response === null) return { success: false, error: messages.network };
  const accepted = answer.response.ok && isRecord(answer.body) ? accept(answer.body) : null;
  if (accepted) return { success: true, ...accepted };
  const fields = fieldSentences(answer.body);
  return {
    success: false,
    error: errorSentence(answer.body) || messages.failed,
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
  };
}
