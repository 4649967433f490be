/**
 * body-parser `verify` for JSON bodies: JSON between systems must be UTF-8 (RFC 8259 section 8.1).
 * Without this check the parser decodes broken bytes into U+FFFD and the garbled text is stored
 * as if the client had meant it.
 */
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** body-parser's error `type` for a body that is not valid UTF-8 (see body-parser-errors.ts). */
export const INVALID_UTF8_BODY = 'entity.utf8.invalid';

const UTF8_NAMES = new Set(['utf-8', 'utf8']);

/** An error body-parser passes on with this status and type (it keeps both from the error it is given). */
function bodyError(status: number, type: string, message: string): Error {
  return Object.assign(new Error(message), { status, type });
}

export function requireUtf8JsonBody(
  _request: IncomingMessage,
  _response: ServerResponse,
  body: Buffer,
  charset: string,
) {
  if (!UTF8_NAMES.has(charset.toLowerCase())) {
    throw bodyError(415, 'charset.unsupported', `Unsupported charset ${charset}`);
  }
  if (!isUtf8(body)) throw bodyError(400, INVALID_UTF8_BODY, 'Invalid UTF-8');
}
