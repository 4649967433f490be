import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorRequestHandler } from 'express';
import { INVALID_UTF8_BODY } from './utf8-json-body';

/** body-parser tags its errors with a `type`; these are the ones a client causes. */
const CLIENT_BODY_ERRORS: Readonly<Record<string, { status: number; error: string }>> = {
  'entity.parse.failed': { status: HttpStatus.BAD_REQUEST, error: 'Request body is not valid JSON' },
  'entity.too.large': { status: HttpStatus.PAYLOAD_TOO_LARGE, error: 'Request body is too large' },
  'request.aborted': { status: HttpStatus.BAD_REQUEST, error: 'Request body was not received completely' },
  'request.size.invalid': {
    status: HttpStatus.BAD_REQUEST,
    error: 'Request body length does not match its Content-Length',
  },
  'charset.unsupported': { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, error: 'Request body charset is not supported' },
  'encoding.unsupported': {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    error: 'Request body encoding is not supported',
  },
  [INVALID_UTF8_BODY]: { status: HttpStatus.BAD_REQUEST, error: 'Request body is not valid UTF-8' },
};

/** Any other client error of the parser, such as a gzip body that does not decompress. */
const UNREADABLE_BODY = 'Request body could not be read';

/**
 * Express error middleware placed right after the body parser. Nest would turn a JSON syntax
 * error into a 400 carrying the parser's own wording ("Expected property name…") and a too-large
 * body into a 500; this gives our sentences before the exception filter sees them.
 */
export const translateBodyParserErrors: ErrorRequestHandler = (error, _request, _response, next) => {
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
  const known = CLIENT_BODY_ERRORS[type as string];
  if (error instanceof HttpException) {
    // Already our answer, from a middleware before the parser (cross-site-requests.ts).
    next(error);
  } else if (known !== undefined) {
    next(new HttpException(known.error, known.status));
  } else if (typeof status === 'number' && status >= 400 && status < 500) {
    next(new HttpException(UNREADABLE_BODY, status));
  } else {
    next(error);
  }
};
