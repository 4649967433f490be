import { contactMessages } from '../database/schema';
import { signedInCustomer } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';

const SITE = 'http://localhost:8080';
const MESSAGE = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
const REFUSED = { success: false, statusCode: 403, error: 'Cross-site request refused.' };

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp({ env: { SITE_ORIGIN: SITE } });
});

afterAll(() => api?.close());

const postContact = (headers: Record<string, string>) => api.http().post('/api/contact').set(headers).send(MESSAGE);

function requestWith(method: string, path: string) {
  const http = api.http();
  return http[method.toLowerCase() as 'get'](path);
}

describe('a state-changing request from another site', () => {
  it.each([
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['an Origin of another port of the same host', { Origin: 'http://localhost:8081' }],
    ['an Origin of another scheme', { Origin: 'https://localhost:8080' }],
    ['Origin: null (a sandboxed frame or a data: URL)', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: cross-site with the site’s own Origin', { 'Sec-Fetch-Site': 'cross-site', Origin: SITE }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
    ['Sec-Fetch-Site: same-site with the site’s own Origin', { 'Sec-Fetch-Site': 'same-site', Origin: SITE }],
    ['no Origin and a Referer of another site', { Referer: 'https://evil.example/page' }],
    ['no Origin and a Referer of a sibling subdomain', { Referer: 'http://shop.localhost:8080/' }],
    ['no Origin and a Referer that is not a URL', { Referer: 'not a url' }],
  ])('is refused with 403 for %s, and nothing is stored', async (_label, headers) => {
    const before = await api.database.db.$count(contactMessages);
    const response = await postContact(headers).expect(403);
    expect(response.body).toEqual(REFUSED);
    expect(await api.database.db.$count(contactMessages)).toBe(before);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('is refused for %s too', async (method) => {
    const response = await requestWith(method, '/api/contact')
      .set('Origin', 'https://evil.example')
      .send(MESSAGE)
      .expect(403);
    expect(response.body).toEqual(REFUSED);
  });

  it('is refused before its body is read, so even an oversized one gets 403', async () => {
    await api
      .http()
      .post('/api/contact')
      .set('Origin', 'https://evil.example')
      .send({ ...MESSAGE, message: 'x'.repeat(200 * 1024) })
      .expect(403);
  });

  it('is refused on the routes that need a session too, signed in or not', async () => {
    const customer = await signedInCustomer(api, null);
    await api
      .http()
      .post('/api/support')
      .set({ Cookie: customer.cookie, 'Sec-Fetch-Site': 'cross-site' })
      .send({ ...MESSAGE, subject: 'Hi' })
      .expect(403);
    await api.http().post('/api/sessions').set('Origin', 'https://evil.example').send({ code: 'x' }).expect(403);
  });
});

describe('GET /api/logout', () => {
  it.each([
    ['GET', '/api/logout', { 'Sec-Fetch-Site': 'cross-site' }],
    ['HEAD', '/api/logout', { 'Sec-Fetch-Site': 'cross-site' }],
    ['GET', '/api/LOGOUT/', { 'Sec-Fetch-Site': 'cross-site' }],
    ['GET', '/api/logout', { 'Sec-Fetch-Site': 'same-site' }],
    ['GET', '/api/logout', { Referer: 'http://blog.localhost:8080/post' }],
  ])('is refused from another site (%s %s, %j) and the session lives on', async (method, path, headers) => {
    const customer = await signedInCustomer(api, null);
    const response = await requestWith(method, path)
      .set({ Cookie: customer.cookie, ...headers })
      .expect(403);
    if (method === 'GET') expect(response.body).toEqual(REFUSED);
    expect(response.headers['set-cookie']).toBeUndefined();
    await api.http().get('/api/users/me').set('Cookie', customer.cookie).expect(200);
  });

  it.each([
    ['a fetch from the site', { 'Sec-Fetch-Site': 'same-origin', Origin: SITE }],
    ['a link followed on the site', { 'Sec-Fetch-Site': 'same-origin', Referer: `${SITE}/support` }],
    ['an address typed into the browser', { 'Sec-Fetch-Site': 'none' }],
    ['a client without a browser', {}],
  ])('signs out for %s', async (_label, headers) => {
    const customer = await signedInCustomer(api, null);
    await api
      .http()
      .get('/api/logout')
      .set({ Cookie: customer.cookie, ...headers })
      .expect(200);
    await api.http().get('/api/users/me').set('Cookie', customer.cookie).expect(401);
  });
});

describe('requests that pass', () => {
  it.each([
    ['the site’s own calls through its /api proxy', { Origin: SITE, 'Sec-Fetch-Site': 'same-origin' }],
    ['the site’s own Origin alone', { Origin: SITE }],
    ['no Origin and a Referer of the site itself', { Referer: `${SITE}/#contact` }],
    ['curl or a server, which send none of these headers', {}],
  ])('accepts %s', async (_label, headers) => {
    await postContact(headers).expect(201);
  });

  it.each([
    ['GET', '/api/health', 200],
    ['HEAD', '/api/health', 200],
    ['GET', '/api/users/me', 401],
    ['GET', '/api/oauth/github/redirect_url', 404],
  ])('never refuses a safe request (%s %s) from another site', async (method, path, status) => {
    await requestWith(method, path)
      .set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })
      .expect(status);
  });

  it('never refuses OPTIONS', async () => {
    const response = await api.http().options('/api/contact').set('Origin', 'https://evil.example');
    expect(response.status).not.toBe(403);
  });

  it('compares with the configured origin, https included', async () => {
    const secure = await createTestApp({ env: { SITE_ORIGIN: 'https://northvault.example/' }, database: api.database });
    try {
      const send = (origin: string) => secure.http().post('/api/contact').set('Origin', origin).send(MESSAGE);
      await send('https://northvault.example').expect(201);
      await send('http://northvault.example').expect(403);
      await send('https://northvault.example.evil.example').expect(403);
    } finally {
      await secure.close();
    }
  });
});
