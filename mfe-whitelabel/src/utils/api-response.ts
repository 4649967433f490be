/** Reading the site API's answers, which may also be a proxy's HTML error page or nothing at all. */
import { isRecord } from '@northvault/ui/api-json';

/**
 * The sentences of a refused request (4xx) worth showing a person: every failing field's message
 * when the body was invalid, else the `error` sentence. A server error (5xx) has nothing for them.
 */
export function clientErrorDetails(response: Response, body: unknown): string[] {
  if (response.status < 400 || response.status >= 500 || !isRecord(body)) return [];
  if (isRecord(body.fields)) {
    const messages = Object.values(body.fields).filter((message): message is string => typeof message === 'string');
    if (messages.length > 0) return messages;
  }
  return typeof body.error === 'string' && body.error.trim() !== '' ? [body.error.trim()] : [];
}

export function httpStatusError(action: string, response: Response): Error {
  return new Error(`${action}: API responded with HTTP status ${response.status}`);
}
