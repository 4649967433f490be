import { LogCapture } from '../testing/log-capture';
import { createTestApp } from '../testing/test-app';
import { createRootLogger, REDACTED, writesReadableLines } from './root-logger';

describe('logging', () => {
  it('writes JSON lines at the configured level', () => {
    const logs = new LogCapture();
    const logger = createRootLogger({ logLevel: 'warn' }, { destination: logs });
    logger.info('hidden');
    logger.warn({ detail: 1 }, 'shown');
    expect(logs.entries()).toEqual([
      expect.objectContaining({ level: 40, msg: 'shown', detail: 1, time: expect.any(String) }),
    ]);
  });

  it.each([
    ['auto', true, true],
    ['auto', false, false],
    ['pretty', false, true],
    ['json', true, false],
  ] as const)('with LOG_FORMAT=%s and a terminal: %s, writes readable lines: %s', (format, terminal, readable) => {
    expect(writesReadableLines(format, { stdoutIsTerminal: terminal })).toBe(readable);
  });

  it('always writes JSON to a destination of its own', () => {
    expect(writesReadableLines('pretty', { destination: new LogCapture(), stdoutIsTerminal: true })).toBe(false);
  });

  it('keeps the query strings of page URLs out: the Referer, and the URL of the sign-in and success pages', () => {
    const logs = new LogCapture();
    createRootLogger({ logLevel: 'info' }, { destination: logs }).info(
      {
        req: {
          url: '/auth/callback?code=secret-code&state=secret-state',
          headers: { referer: 'http://localhost:8080/success?name=Ada%20Lovelace&transactionId=TXN-1#top' },
        },
      },
      'request completed',
    );
    expect(logs.entries()[0]).toMatchObject({
      req: { url: '/auth/callback', headers: { referer: 'http://localhost:8080/success' } },
    });
    expect(logs.text).not.toMatch(/secret|Lovelace|TXN-1/);
  });

  it('leaves the query of other URLs alone', () => {
    const logs = new LogCapture();
    createRootLogger({ logLevel: 'info' }, { destination: logs }).info({ req: { url: '/api/things?page=2' } }, 'x');
    expect(logs.entries()[0]).toMatchObject({ req: { url: '/api/things?page=2' } });
  });

  it('logs nothing at all with LOG_LEVEL=silent', () => {
    const logs = new LogCapture();
    createRootLogger({ logLevel: 'silent' }, { destination: logs }).fatal('not even this');
    expect(logs.lines).toEqual([]);
  });

  it.each([
    ['req.body.paymentMethod', { req: { body: { paymentMethod: { cardNumber: '4242424242424242', cvv: '123' } } } }],
    ['body.paymentMethod', { body: { paymentMethod: { cardNumber: '4242424242424242', cvv: '123' } } }],
    ['paymentMethod', { paymentMethod: { cardNumber: '4242424242424242', cvv: '123' } }],
    ['the top level', { cardNumber: '4242424242424242', cvv: '123' }],
  ])('redacts card number and CVV under %s', (_path, fields) => {
    const logs = new LogCapture();
    createRootLogger({ logLevel: 'info' }, { destination: logs }).info(fields, 'checkout');
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
      createRootLogger({ logLevel: 'info' }, { destination: logs }).info(
        { res: { headers: { 'set-cookie': ['session=abc'] } } },
        'sent',
      );
      expect(logs.text).not.toContain('session=abc');
    } finally {
      await testApp.close();
    }
  });
});
