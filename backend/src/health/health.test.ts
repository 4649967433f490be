import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';
import { HealthService } from './health.service';

describe('GET /api/health', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // A global limit of 1 shows that health probes are never throttled.
    testApp = await createTestApp({ env: { THROTTLE_LIMIT: '1' } });
  });

  afterAll(() => testApp.close());

  it('answers 200 with the database up when a real query succeeds', async () => {
    for (let probe = 0; probe < 3; probe += 1) {
      const response = await testApp.http().get('/api/health').expect(200);
      expect(response.body).toEqual({ status: 'ok', database: 'up' });
    }
  });

  it('answers 503 with the database down when the database no longer answers', async () => {
    const database = await createTestDatabase();
    const broken = await createTestApp({ database });
    try {
      await database.close();
      const response = await broken.http().get('/api/health').expect(503);
      expect(response.body).toEqual({ status: 'error', database: 'down' });
    } finally {
      await broken.close();
    }
  });

  it('lets probes that arrive during a ping share it, and pings again for the next', async () => {
    const health = testApp.app.get(HealthService);
    const pings = jest.spyOn(testApp.database, 'ping');
    try {
      const answers = await Promise.all([health.check(), health.check(), health.check()]);
      expect(answers).toEqual(Array(3).fill({ status: 'ok', database: 'up' }));
      expect(pings).toHaveBeenCalledTimes(1);
      pings.mockRejectedValueOnce(new Error('connection terminated'));
      expect(await Promise.all([health.check(), health.check()])).toEqual(
        Array(2).fill({ status: 'error', database: 'down' }),
      );
      expect(await health.check()).toEqual({ status: 'ok', database: 'up' });
      expect(pings).toHaveBeenCalledTimes(3);
    } finally {
      pings.mockRestore();
    }
  });
});
