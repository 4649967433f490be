import { Reflector } from '@nestjs/core';
import type { ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottleConfig } from '../config/throttle-config';
import { WRITE_THROTTLED } from './write-throttled.decorator';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

const reflector = new Reflector();

/**
 * Two named throttlers, both keyed by client IP (req.ip, so X-Forwarded-For counts only from a
 * trusted proxy): `default` counts every route together, `write` counts each @WriteThrottled route.
 */
export function throttlerOptions(config: ThrottleConfig, storage: ThrottlerStorage): ThrottlerModuleOptions {
  const ttl = config.ttlSeconds * 1000;
  return {
    errorMessage: TOO_MANY_REQUESTS,
    storage,
    throttlers: [
      {
        name: 'default',
        ttl,
        limit: config.limit,
        // The library's key includes the route; the global budget is per IP across all routes.
        generateKey: (_context, tracker, name) => `${name}:${tracker}`,
      },
      {
        name: 'write',
        ttl,
        limit: config.writeLimit,
        skipIf: (context) => reflector.get<boolean | undefined>(WRITE_THROTTLED, context.getHandler()) !== true,
        // Per route and IP, as the library keys it, without its SHA-256 of the same text on every write.
        generateKey: (context, tracker, name) =>
          `${name}:${context.getClass().name}.${context.getHandler().name}:${tracker}`,
      },
    ],
  };
}
