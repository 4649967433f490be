import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createTestApp } from '../testing/test-app';

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
      expect(lines.map((entry) => entry.msg)).toEqual(['Payment approved; plan started', 'request completed']);

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

  it('at LOG_LEVEL=warn writes no line for an answered request, and still warns of throttling', async () => {
    const testApp = await createTestApp({ env: { LOG_LEVEL: 'warn', THROTTLE_LIMIT: '1' } });
    try {
      await testApp.http().get('/api/users/me').expect(401);
      await testApp.http().get('/api/users/me').expect(429);
      expect(
        testApp.logs.entries().map((entry) => [entry.msg, (entry.res as { statusCode?: number })?.statusCode]),
      ).toEqual([['request completed', 429]]);
    } finally {
      await testApp.close();
    }
  });

  it('logs a request whose client left before the answer as aborted', async () => {
    const testApp = await createTestApp();
    const server = testApp.app.getHttpServer() as Server;
    try {
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
      await once(socket, 'connect');
      // A body announced as 100 bytes of which 10 arrive: the request waits for the rest, then the client goes.
      socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\nX-Request-Id: left-early\r\n\r\n{"name":"A',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      const deadline = Date.now() + 5000;
      while (!testApp.logs.entries().some((entry) => entry.reqId === 'left-early') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(testApp.logs.entries().find((entry) => entry.reqId === 'left-early')).toMatchObject({
        level: 30,
        msg: 'request aborted',
        req: { method: 'POST', url: '/api/contact' },
      });
    } finally {
      server.close();
      await testApp.close();
    }
  });
});
