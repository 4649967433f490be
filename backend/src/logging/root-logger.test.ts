import { LogCapture } from '../testing/log-capture';
import { createTestApp } from '../testing/test-app';
import { createRootLogger, REDACTED } from './root-logger';

describe('logging', () => {
  it('writes JSON lines at the configured level', () => {
    const logs = new LogCapture();
    const logger = createRootLogger({ logLevel: 'warn' }, logs);
    logger.info('hidden');
    logger.warn({ detail: 1 }, 'shown');
    expect(logs.entries()).toEqual([
      expect.objectContaining({ level: 40, msg: 'shown', detail: 1, time: expect.any(String) }),
    ]);
  });

  it('logs nothing at all with LOG_LEVEL=silent', () => {
    const logs = new LogCapture();
    createRootLogger({ logLevel: 'silent' }, logs).fatal('not even this');
    expect(logs.lines).toEqual([]);
  });

  it.each([
    ['req.body.paymentMethod', { req: { body: { paymentMethod: { cardNumber: '4242424242424242', cvv: '123' } } } }],
    ['body.paymentMethod', { body: { paymentMethod: { cardNumber: '4242424242424242', cvv: '123' } } }],
    ['paymentMethod', { paymentMethod: { cardNumber: '4242424242424242', cvv: '123' } }],
    ['the top level', { cardNumber: '4242424242424242', cvv: '123' }],
  ])('redacts card number and CVV under %s', (_path, fields) => {
    const logs = new LogCapture();
    createRootLogger({ logLevel: 'info' }, logs).info(fields, 'checkout');
    expect(logs.text).not.toContain('4242424242424242');
    expect(logs.text).not.toContain('"123"');
    expect(logs.text).toContain(REDACTED);
  });

  it('redacts cookies, authorization headers and Set-Cookie in request logs', async () => {
    const testApp = await createTestApp();
    try {
      await testApp
        .http()
        .post('/api/contact')
        .set('Cookie', 'session=super-secret-session')
        .set('Authorization', 'Bearer super-secret-token')
        .send({ name: 'Ada', email: 'ada@example.com', message: 'Hello' })
        .expect(201);

      const request = testApp.logs.entries().find((entry) => entry.msg === 'request completed');
      expect(request).toMatchObject({
        req: { method: 'POST', url: '/api/contact', headers: { cookie: REDACTED, authorization: REDACTED } },
        res: { statusCode: 201 },
      });
      expect(testApp.logs.text).not.toContain('super-secret');

      const logs = new LogCapture();
      createRootLogger({ logLevel: 'info' }, logs).info(
        { res: { headers: { 'set-cookie': ['session=abc'] } } },
        'sent',
      );
      expect(logs.text).not.toContain('session=abc');
    } finally {
      await testApp.close();
    }
  });
});

describe('request logging', () => {
  it('gives every request an id that its own log lines share, and keeps health probes out', async () => {
    const testApp = await createTestApp();
    try {
      const response = await testApp
        .http()
        .post('/api/checkout/process')
        .send({
          planId: 'starter',
          customerName: 'Ada',
          customerEmail: 'ada@example.com',
          paymentMethod: { cardNumber: '4242424242424242', expiryMonth: '12', expiryYear: '2099', cvv: '123' },
        })
        .expect(200);
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const lines = testApp.logs.entries().filter((entry) => entry.reqId === id);
      expect(lines.map((entry) => entry.msg)).toEqual(['Payment approved; subscription active', 'request completed']);

      await testApp.http().get('/api/health').expect(200);
      expect(testApp.logs.entries().some((entry) => (entry.req as { url?: string })?.url === '/api/health')).toBe(
        false,
      );
    } finally {
      await testApp.close();
    }
  });

  it('logs a refused request as information and throttling as a warning', async () => {
    const testApp = await createTestApp({ env: { THROTTLE_LIMIT: '1' } });
    try {
      await testApp.http().get('/api/users/me').expect(401);
      await testApp.http().get('/api/users/me').expect(429);
      const levels = testApp.logs
        .entries()
        .filter((entry) => entry.msg === 'request completed')
        .map((entry) => [(entry.res as { statusCode: number }).statusCode, entry.level]);
      expect(levels).toEqual([
        [401, 30],
        [429, 40],
      ]);
    } finally {
      await testApp.close();
    }
  });

  it('keeps the id a proxy sent', async () => {
    const testApp = await createTestApp();
    try {
      const response = await testApp.http().get('/api/nope').set('X-Request-Id', 'site-1234').expect(404);
      expect(response.headers['x-request-id']).toBe('site-1234');
      expect(testApp.logs.entries().find((entry) => entry.reqId === 'site-1234')).toMatchObject({
        level: 30,
        res: { statusCode: 404 },
      });
    } finally {
      await testApp.close();
    }
  });
});
