/**
 * Where a sign-in may send the browser back to: a page of this site, named by its path, never an
 * address of another origin. Checked by the server when the sign-in starts (the path then travels
 * in the sealed login transaction, not in a URL the provider or a link could change) and by the
 * browser before it asks.
 */
import { pageRouteFor } from './page-routes';

/** Long enough for any page with its query and anchor; a longer "path" is not one of ours. */
export const RETURN_PATH_MAX_LENGTH = 512;

// A placeholder origin to parse relative paths against: anything that resolves elsewhere is refused.
const BASE = 'https://return-path.invalid';
// eslint-disable-next-line no-control-regex -- control characters and backslashes are how paths escape
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/** `/api-docs/business?tab=1#webhooks` as given when it names one of the site's pages; otherwise null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return null;
  // `//evil.example` and `/\evil.example` are protocol-relative URLs to browsers.
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || pageRouteFor(url.pathname) === undefined) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
