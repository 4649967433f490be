/**
 * navigator.sendBeacon sends a string body as `text/plain;charset=UTF-8` (a JSON Blob type would
 * be refused by Chromium), so on the telemetry path only, such a body is parsed as the JSON it is.
 * Everywhere else text/plain stays unparsed and fails validation.
 */
import type { NextFunction, Request, Response } from 'express';
import { REMOTE_LOADS_PATH } from '@northvault/contracts/telemetry';

const TEXT_PLAIN = /^text\/plain\s*(;|$)/i;

export function beaconBodiesAsJson(request: Request, _response: Response, next: NextFunction): void {
  const type = request.headers['content-type'];
  if (request.method === 'POST' && request.path === REMOTE_LOADS_PATH && type !== undefined && TEXT_PLAIN.test(type)) {
    request.headers['content-type'] = type.replace(TEXT_PLAIN, 'application/json$1');
  }
  next();
}
