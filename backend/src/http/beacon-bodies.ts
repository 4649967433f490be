/**
 * navigator.sendBeacon sends a string body as `text/plain;charset=UTF-8` (a JSON Blob type would
 * be refused by Chromium), so on the paths that receive beacons only (the app names them: the
 * telemetry's), such a body is parsed as the JSON it is. Everywhere else text/plain stays unparsed
 * and fails validation.
 */
import type { NextFunction, Request, Response } from 'express';

const TEXT_PLAIN = /^text\/plain\s*(;|$)/i;

export function beaconBodiesAsJson(paths: readonly string[]) {
  return (request: Request, _response: Response, next: NextFunction): void => {
    const type = request.headers['content-type'];
    if (request.method === 'POST' && paths.includes(request.path) && type !== undefined && TEXT_PLAIN.test(type)) {
      request.headers['content-type'] = type.replace(TEXT_PLAIN, 'application/json$1');
    }
    next();
  };
}
