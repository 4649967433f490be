/**
 * The sandbox's login lockout holds across instances (docs/security.md#sandbox-sign-in): two apps on one
 * database and one Redis (under a key prefix of the test's own) count one run of failures for an address,
 * whichever instance each failed login reaches, and a success on one forgets what the other counted.
 */
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { LOGIN_LOCKOUT } from '@northvault/contracts/sandbox';
import type { DatabaseHandle } from '../../database/database-handle';
import { sandboxSubscriber, SANDBOX_TEST_PASSWORD } from '../../testing/sandbox-subscriber';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';

// Every failure costs a real scrypt hash (128 MiB); on a busy machine twenty of them take a while.
jest.setTimeout(180_000);

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `nv-test-${randomBytes(6).toString('hex')}:`;

let database: DatabaseHandle;
const instances: TestApp[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const env = { REDIS_URL, REDIS_KEY_PREFIX: PREFIX, THROTTLE_WRITE_LIMIT: '1000', THROTTLE_LIMIT: '1000' };
  for (let index = 0; index < 2; index += 1) instances.push(await createTestApp({ env, database }));
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  await database?.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const login = (instance: number, email: string, password: string) =>
  instances[instance]!.sandbox().post('/v1/auth/login').send({ email, password });

it('locks an address at the 10th failure counted over both instances, on both', async () => {
  const { email } = await sandboxSubscriber(instances[0]!, 'starter');
  // Alternating: each instance sees 5 of the 10 failures.
  for (let failure = 1; failure < LOGIN_LOCKOUT.failures; failure += 1) {
    await login(failure % 2, email, `wrong password ${failure}`).expect(401);
  }
  const tenth = await login(0, email, 'wrong password 10').expect(429);
  expect(tenth.body.error.message).toBe(
    'Too many failed sign-ins: sign-in to this account is locked for 15 minutes. Try again then.',
  );
  // The other instance refuses the right password too.
  const other = await login(1, email, SANDBOX_TEST_PASSWORD).expect(429);
  expect(other.body.error.code).toBe('rate_limited');
});

it('forgets the failures one instance counted when the address signs in on the other', async () => {
  const { email } = await sandboxSubscriber(instances[1]!, 'business');
  for (let failure = 1; failure < LOGIN_LOCKOUT.failures; failure += 1) {
    await login(0, email, `wrong password ${failure}`).expect(401);
  }
  await login(1, email, SANDBOX_TEST_PASSWORD).expect(200);
  // Without the success this would be the 10th failure in a row, and locked.
  await login(0, email, 'wrong password 10').expect(401);
});

it('keeps the runs in Redis under REDIS_KEY_PREFIX, keyed by a hash, never the address', async () => {
  const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
  await login(0, email, 'wrong password').expect(401);
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${PREFIX}lockout:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain(email);
  } finally {
    await redis.quit();
  }
});
