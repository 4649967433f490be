/**
 * Signs in at the local provider the way a browser would, without one: follows the redirects by
 * hand, keeps the provider's cookies, fills in the sign-in form. Returns the callback URL the
 * provider sends the browser to (with `code`, `state` and `iss`). For tests of the whole flow.
 */
export interface Identity {
  email: string;
  name: string;
  /** Whether the provider vouches for the email; true unless set to false. */
  emailVerified?: boolean;
}

/** A cookie jar for one origin and a fetch that never follows redirects itself. */
export class HeadlessBrowser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1));
    }
    return response;
  }
}

export async function signInHeadlessly(
  authorizeUrl: string,
  identity: Identity,
  browser: HeadlessBrowser = new HeadlessBrowser(),
): Promise<URL> {
  const provider = new URL(authorizeUrl).origin;
  const toForm = await browser.request(authorizeUrl);
  const formUrl = new URL(toForm.headers.get('location') ?? '', provider).href;
  const form = await (await browser.request(formUrl)).text();
  const action = /<form[^>]*action="([^"]+)"/.exec(form)?.[1];
  if (!action) throw new Error(`No sign-in form at ${formUrl} (HTTP ${toForm.status})`);

  let response = await browser.request(new URL(action, provider).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: identity.email,
      name: identity.name,
      ...(identity.emailVerified !== false && { email_verified: 'true' }),
    }).toString(),
  });
  // The provider hops back through its own endpoints before it redirects to the client.
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider stopped with HTTP ${response.status}: ${await response.text()}`);
    const next = new URL(location, provider);
    if (next.origin !== provider) return next;
    response = await browser.request(next.href);
  }
  throw new Error('The provider redirected too many times');
}
