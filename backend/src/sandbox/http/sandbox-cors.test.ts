import { sandboxSubscriber } from '../../testing/sandbox-subscriber';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('CORS of the sandbox (docs/product/api.md#cors)', () => {
  let api: TestApp;
  let site: string;

  beforeAll(async () => {
    api = await createTestApp();
    site = api.config.server.siteOrigin;
  });

  afterAll(() => api.close());

  function corsHeaders(headers: Record<string, string>) {
    return Object.keys(headers).filter((name) => name.startsWith('access-control-'));
  }

  it("answers the site origin's preflight with the methods and headers the API uses", async () => {
    const response = await api
      .sandbox()
      .options('/v1/banking/transactions')
      .set('Origin', site)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization, x-plan-type, idempotency-key, content-type')
      .expect(204);
    expect(response.headers['access-control-allow-origin']).toBe(site);
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(response.headers['access-control-allow-headers']).toBe(
      'Authorization, X-Plan-Type, Idempotency-Key, Content-Type',
    );
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Origin/);
  });

  it('gives any other origin no CORS header, on a preflight or a call', async () => {
    for (const origin of ['https://elsewhere.example', 'null', `${site}.elsewhere.example`]) {
      const preflight = await api
        .sandbox()
        .options('/v1/banking/accounts')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'GET')
        .set('Access-Control-Request-Headers', 'authorization, x-plan-type');
      expect(preflight.status).not.toBe(204);
      expect(corsHeaders(preflight.headers)).toEqual([]);
      const call = await api.sandbox().get('/v1/openapi.json').set('Origin', origin).expect(200);
      expect(corsHeaders(call.headers)).toEqual([]);
    }
  });

  it('lets the site read an answer, its request id and rate-limit headers', async () => {
    const { token } = await sandboxSubscriber(api, 'business');
    const response = await api
      .sandbox()
      .get('/v1/banking/accounts')
      .set('Origin', site)
      .set('Sec-Fetch-Site', 'same-site')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Plan-Type', 'business')
      .expect(200);
    expect(response.headers['access-control-allow-origin']).toBe(site);
    expect(response.headers['access-control-expose-headers']).toBe(
      'X-Request-Id, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Idempotent-Replayed',
    );
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    const refused = await api.sandbox().get('/v1/auth/user').set('Origin', site).expect(401);
    expect(refused.headers['access-control-allow-origin']).toBe(site);
    expect(refused.body.error.request_id).toBe(refused.headers['x-request-id']);
  });

  it("takes the site's writes although the browser calls them cross-site, and refuses another origin's", async () => {
    const { token } = await sandboxSubscriber(api, 'business');
    const write = (origin: string, fetchSite: string) =>
      api
        .sandbox()
        .post('/v1/banking/accounts')
        .set('Origin', origin)
        .set('Sec-Fetch-Site', fetchSite)
        .set('Authorization', `Bearer ${token}`)
        .set('X-Plan-Type', 'business')
        .send({ account_type: 'savings', initial_deposit: 250 });
    const created = await write(site, 'same-site').expect(201);
    expect(created.headers['access-control-allow-origin']).toBe(site);
    const refused = await write('https://elsewhere.example', 'cross-site').expect(403);
    expect(refused.body.error.message).toBe('Cross-site request refused.');
    expect(corsHeaders(refused.headers)).toEqual([]);
  });

  it("adds nothing to the site API's answers", async () => {
    const response = await api.http().get('/api/sandbox').set('Origin', site).expect(200);
    expect(corsHeaders(response.headers)).toEqual([]);
  });
});
