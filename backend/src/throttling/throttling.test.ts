import { createTestApp, type TestApp } from '../testing/test-app';

const CONTACT = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
const TICKET = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };
const TOO_MANY = { success: false, statusCode: 429, error: 'Too many requests. Please try again later.' };
/** What `npm start` hands the site server and the backend, as a fresh random value per run. */
const PROXY_SECRET = 'a-proxy-secret-only-the-site-server-knows';

describe('per-IP throttling', () => {
  describe('behind the site server (TRUST_PROXY=loopback, PROXY_SECRET set)', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await createTestApp({
        env: { THROTTLE_WRITE_LIMIT: '3', THROTTLE_LIMIT: '5', TRUST_PROXY: 'loopback', PROXY_SECRET },
      });
    });

    afterAll(() => testApp.close());

    /** A request the site server forwarded for this visitor. */
    const viaSite = (method: 'get' | 'post', path: string, clientIp: string) =>
      testApp.http()[method](path).set({ 'X-Forwarded-For': clientIp, 'X-Proxy-Secret': PROXY_SECRET });

    const postContact = (clientIp: string, body: object = CONTACT) =>
      viaSite('post', '/api/contact', clientIp).send(body);
    const postTicket = (clientIp: string) => viaSite('post', '/api/support', clientIp).send(TICKET);

    it('answers 429 with the error shape after THROTTLE_WRITE_LIMIT form posts from one visitor', async () => {
      for (let sent = 0; sent < 3; sent += 1) await postContact('203.0.113.10').expect(201);

      const response = await postContact('203.0.113.10').expect(429);

      expect(response.body).toEqual(TOO_MANY);
      expect(Number(response.headers['retry-after-write'])).toBeGreaterThan(0);
    });

    it('counts requests that fail validation too, since guards run before pipes', async () => {
      for (let sent = 0; sent < 3; sent += 1) await postContact('203.0.113.11', {}).expect(400);
      await postContact('203.0.113.11').expect(429);
    });

    it('keeps separate write counts per form', async () => {
      for (let sent = 0; sent < 3; sent += 1) await postContact('203.0.113.12').expect(201);
      await postTicket('203.0.113.12').expect(201);
    });

    it('counts each visitor by the address the proxy forwarded', async () => {
      await postContact('198.51.100.7').expect(201);
    });

    it('applies THROTTLE_LIMIT to all routes of one visitor together', async () => {
      const visitor = '198.51.100.99';
      for (let sent = 0; sent < 3; sent += 1) await postContact(visitor).expect(201);
      for (let sent = 0; sent < 2; sent += 1) await postTicket(visitor).expect(201);

      const response = await postTicket(visitor).expect(429);

      expect(response.body).toEqual(TOO_MANY);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('never throttles the health check', async () => {
      for (let probe = 0; probe < 7; probe += 1) {
        await viaSite('get', '/api/health', '198.51.100.99').expect(200);
      }
    });

    it.each([
      ['no secret', {}],
      ['a wrong secret', { 'X-Proxy-Secret': 'guessed-guessed-guessed-guessed-guessed' }],
    ])(
      'gives a direct client on the same machine, with %s, no fresh bucket for each X-Forwarded-For it invents',
      async (_label, proof) => {
        const direct = await createTestApp({
          env: { THROTTLE_WRITE_LIMIT: '2', TRUST_PROXY: 'loopback', PROXY_SECRET },
          database: testApp.database,
        });
        try {
          const send = (clientIp: string) =>
            direct
              .http()
              .post('/api/contact')
              .set({ 'X-Forwarded-For': clientIp, ...proof })
              .send(CONTACT);
          await send('192.0.2.1').expect(201);
          await send('192.0.2.2').expect(201);
          expect((await send('192.0.2.3').expect(429)).body).toEqual(TOO_MANY);
        } finally {
          await direct.close();
        }
      },
    );
  });

  describe('with no proxy configured (the default)', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await createTestApp({ env: { THROTTLE_WRITE_LIMIT: '2' } });
    });

    afterAll(() => testApp.close());

    it('ignores X-Forwarded-For, so a client cannot dodge the limit by inventing addresses', async () => {
      await testApp.http().post('/api/contact').set('X-Forwarded-For', '192.0.2.1').send(CONTACT).expect(201);
      await testApp.http().post('/api/contact').set('X-Forwarded-For', '192.0.2.2').send(CONTACT).expect(201);
      const response = await testApp
        .http()
        .post('/api/contact')
        .set('X-Forwarded-For', '192.0.2.3')
        .send(CONTACT)
        .expect(429);
      expect(response.body).toEqual(TOO_MANY);
    });
  });

  describe('with TRUST_PROXY naming a proxy on another machine, and no PROXY_SECRET', () => {
    it('believes the proxy’s address alone', async () => {
      const testApp = await createTestApp({ env: { THROTTLE_WRITE_LIMIT: '1', TRUST_PROXY: 'loopback' } });
      try {
        await testApp.http().post('/api/contact').set('X-Forwarded-For', '192.0.2.10').send(CONTACT).expect(201);
        await testApp.http().post('/api/contact').set('X-Forwarded-For', '192.0.2.11').send(CONTACT).expect(201);
      } finally {
        await testApp.close();
      }
    });
  });
});
