/**
 * The names of the site's cookies, shared by the backend, which sets them, and the site server, which only asks
 * whether a visitor carries a session (docs/architecture.md#first-paint-from-prerendered-fragments). Over HTTPS
 * each takes the `__Host-` prefix, which pins it to this exact origin (Secure, no Domain, Path=/).
 */
export interface SiteCookieNames {
  /** The signed-in session. */
  session: string;
  /** The short-lived sign-in attempt. */
  transaction: string;
  /** The receipt of the last payment. */
  receipt: string;
}

export function siteCookieNames(siteOrigin: string): SiteCookieNames {
  const prefix = new URL(siteOrigin).protocol === 'https:' ? '__Host-' : '';
  return { session: `${prefix}nv_session`, transaction: `${prefix}nv_login`, receipt: `${prefix}nv_receipt` };
}
