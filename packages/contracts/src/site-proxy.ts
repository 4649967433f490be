/**
 * How the site server's /api proxy proves to the backend that it is the proxy. On one machine the
 * proxy and a direct client of the backend both connect from loopback, so the backend believes a
 * request's X-Forwarded-* headers only when it also carries this header with the secret the two
 * were started with.
 */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';

/** The headers a proxy uses to describe the visitor; dropped unless the proxy proved itself. */
export const FORWARDED_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'forwarded',
] as const;
