import { API_PATHS } from '@northvault/contracts/routes';
import { SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import { signedInCustomer } from '../../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('POST /api/sandbox/tokens (docs/product/api.md#try-it)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });

  afterAll(() => api.close());

  it("mints a 3600-s token for the session's account and plan, no password needed, that the sandbox takes", async () => {
    const customer = await signedInCustomer(api, 'business');
    const response = await api.http().post(API_PATHS.sandboxTokens).set('Cookie', customer.cookie).expect(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      accessToken: expect.stringMatching(/^nv_at_[\w-]{43}$/),
      expiresIn: 3600,
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      planId: 'business',
    });
    const expiresIn = (Date.parse(response.body.expiresAt) - Date.now()) / 1000;
    expect(expiresIn).toBeGreaterThan(3590);
    expect(expiresIn).toBeLessThanOrEqual(3600);
    const user = await api
      .sandbox()
      .get('/v1/auth/user')
      .set('Authorization', `Bearer ${response.body.accessToken}`)
      .set('X-Plan-Type', 'business')
      .expect(200);
    expect(user.body).toEqual(expect.objectContaining({ email: customer.email, plan: 'business' }));
  });

  it('refuses a visitor without a session', async () => {
    await api.http().post(API_PATHS.sandboxTokens).expect(401);
  });

  it('refuses an account without an active plan, saying why', async () => {
    const customer = await signedInCustomer(api, null);
    const response = await api.http().post(API_PATHS.sandboxTokens).set('Cookie', customer.cookie).expect(403);
    expect(response.body.error).toBe(SANDBOX_MESSAGES.noActivePlan);
  });

  it('refuses a request from another site, like every write of the site API', async () => {
    const customer = await signedInCustomer(api, 'business');
    const response = await api
      .http()
      .post(API_PATHS.sandboxTokens)
      .set('Cookie', customer.cookie)
      .set('Origin', 'https://elsewhere.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    expect(response.body.error).toBe('Cross-site request refused.');
    expect(response.body.accessToken).toBeUndefined();
  });

  it('is served only on the site API, never on the sandbox listener', async () => {
    const customer = await signedInCustomer(api, 'business');
    await api.sandbox().post(API_PATHS.sandboxTokens).set('Cookie', customer.cookie).expect(404);
  });
});
