import { createTestApp, type TestApp } from '../testing/test-app';

const CONTACT = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
const TICKET = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };
const TOO_MANY = { success: false, statusCode: 429, error: 'Too many requests. Please try again later.' };

describe('per-IP throttling', () => {
  describe('behind the site server on loopback (TRUST_PROXY=loopback)', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await createTestApp({ env: { THROTTLE_WRITE_LIMIT: '3', THROTTLE_LIMIT: '5' } });
    });

    afterAll(() => testApp.close());

    const postContact = (clientIp: string, body: object = CONTACT) =>
      testApp.http().post('/api/contact').set('X-Forwarded-For', clientIp).send(body);

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

    const postTicket = (clientIp: string) =>
      testApp.http().post('/api/support').set('X-Forwarded-For', clientIp).send(TICKET);

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
        await testApp.http().get('/api/health').set('X-Forwarded-For', '198.51.100.99').expect(200);
      }
    });
  });

  describe('with TRUST_PROXY=false', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await createTestApp({ env: { THROTTLE_WRITE_LIMIT: '2', TRUST_PROXY: 'false' } });
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
});
