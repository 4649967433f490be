import { createTestApp, type TestApp } from '../testing/test-app';
import { gzipSync } from 'node:zlib';
import { createTestDatabase } from '../testing/test-database';

describe('error answers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/health'],
    ['DELETE', '/api/contact'],
  ])('answers an unknown route (%s %s) with 404 in the error shape', async (method, path) => {
    const response = await testApp.http()[method.toLowerCase() as 'get'](path).expect(404);
    expect(response.body).toEqual({ success: false, statusCode: 404, error: `Cannot ${method} ${path}` });
  });

  it('serves nothing outside the /api prefix', async () => {
    const response = await testApp.http().get('/health').expect(404);
    expect(response.body).toEqual({ success: false, statusCode: 404, error: 'Cannot GET /health' });
  });

  it('sets the usual security headers', async () => {
    const response = await testApp.http().get('/api/health');
    expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
    expect(response.headers['x-powered-by']).toBeUndefined();
    // Plain HTTP: HSTS would mean nothing; nor does a client's own claim of HTTPS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const claimed = await testApp.http().get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS over HTTPS, as the proven proxy says', async () => {
    const secret = 'the-site-servers-proxy-secret-for-this-run';
    const behindProxy = await createTestApp({
      env: { TRUST_PROXY: 'loopback', PROXY_SECRET: secret },
      database: testApp.database,
    });
    try {
      const overHttps = await behindProxy
        .http()
        .get('/api/health')
        .set({ 'X-Forwarded-Proto': 'https', 'X-Proxy-Secret': secret });
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindProxy.close();
    }
  });

  it('answers an unexpected failure with a bare 500 and logs the details instead', async () => {
    const database = await createTestDatabase();
    const broken = await createTestApp({ database });
    try {
      await database.close();
      const response = await broken
        .http()
        .post('/api/contact')
        .send({ name: 'Ada', email: 'ada@example.com', message: 'Hello' })
        .expect(500);

      expect(response.body).toEqual({ success: false, statusCode: 500, error: 'Internal server error' });
      const failure = broken.logs.entries().find((entry) => entry.msg === 'Request failed');
      expect(failure).toMatchObject({ level: 50, err: expect.objectContaining({ message: expect.any(String) }) });
      // The visitor's data sent as query parameters stays out of the log.
      expect(broken.logs.text).not.toContain('ada@example.com');
    } finally {
      await broken.close();
    }
  });

  describe('request bodies', () => {
    const MESSAGE = '{"name":"Ada","email":"ada@example.com","message":"Hello"}';
    // The bytes as given: superagent would otherwise JSON-encode a Buffer sent as application/json.
    const post = (body: string | Buffer, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
      testApp
        .http()
        .post('/api/contact')
        .set(headers)
        .serialize((raw: unknown) => raw as string)
        .send(body);
    const error = (statusCode: number, message: string) => ({ success: false, statusCode, error: message });

    it('refuses bytes that are not UTF-8, instead of storing them garbled', async () => {
      const body = Buffer.concat([
        Buffer.from(MESSAGE.slice(0, 10)),
        Buffer.from([0xff]),
        Buffer.from(MESSAGE.slice(10)),
      ]);
      const response = await post(body).expect(400);
      expect(response.body).toEqual(error(400, 'Request body is not valid UTF-8'));
    });

    it('refuses JSON in another charset: JSON between systems is UTF-8', async () => {
      const response = await post(Buffer.from(MESSAGE, 'utf16le'), {
        'Content-Type': 'application/json; charset=utf-16le',
      }).expect(415);
      expect(response.body).toEqual(error(415, 'Request body charset is not supported'));
    });

    it('accepts gzip, and refuses a compressed body that does not decompress', async () => {
      await post(gzipSync(MESSAGE), { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }).expect(201);
      const response = await post(Buffer.from('not gzip at all'), {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
      }).expect(400);
      expect(response.body).toEqual(error(400, 'Request body could not be read'));
    });

    it.each(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'])(
      'refuses a %s key, which class-transformer would drop silently, as an unknown field',
      async (key) => {
        const response = await post(`{"name":"Ada","email":"ada@example.com","message":"Hi","${key}":{"x":1}}`).expect(
          400,
        );
        expect(response.body).toEqual({
          ...error(400, `Unknown field: ${key}`),
          fields: { [key]: `Unknown field: ${key}` },
        });
      },
    );

    it('names where a nested prototype key sits', async () => {
      const response = await post('{"name":{"a":[{"__proto__":1}]}}').expect(400);
      expect(response.body.error).toBe('Unknown field: name.a.0.__proto__');
    });

    it('refuses nesting past 32 levels before anything walks it recursively', async () => {
      const nested = (depth: number) => `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      // 31 arrays inside the body object: 32 levels, the most allowed.
      expect((await post(nested(31)).expect(400)).body.error).toBe('Your name must be text.');
      const response = await post(nested(32)).expect(400);
      expect(response.body).toEqual(error(400, 'Request body is nested too deeply (at most 32 levels)'));
      await post(nested(10_000)).expect(400);
    });
  });
});
