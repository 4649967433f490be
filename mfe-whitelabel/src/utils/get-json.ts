import { isRecord, readJson } from '@northvault/ui/api-json';
import { httpStatusError } from './api-response';

/**
 * GETs one of the white-label API's documents; throws, saying what failed, on an error status or
 * an answer without the `field` the caller needs (a proxy's error page, an old server).
 */
export async function getJson<Body>(path: string, field: string, action: string, signal?: AbortSignal): Promise<Body> {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw httpStatusError(action, response);
  const body = await readJson(response);
  if (!isRecord(body) || !(field in body)) throw new Error(`${action}: the answer has no ${field} field`);
  return body as Body;
}
