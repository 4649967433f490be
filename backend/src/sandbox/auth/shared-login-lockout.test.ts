/**
 * The sandbox's login lockout holds across instances (docs/security.md#sandbox-sign-in): two apps on one
 * database and one Redis (under a key prefix of the test's own) count one run of failures for an address,
 * whichever instance each failed login reaches, and a success on one forgets what the other counted.
 */
import { randomBytes } from 'node:crypto';
import { LOGIN_LOCKOUT } from '@northvault/contracts/sandbox';
import { instancesOnSharedRedis } from '../../testing/instances-on-shared-redis';
import { sandboxSubscriber, SANDBOX_TEST_PASSWORD } from '../../testing/sandbox-subscriber';

// Every failure costs a real scrypt hash (128 MiB); on a busy machine twenty of them take a while.
jest.setTimeout(180_000);

const { instances, keys } = instancesOnSharedRedis({ THROTTLE_WRITE_LIMIT: '1000', THROTTLE_LIMIT: '1000' });

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
  const lockouts = await keys('lockout:*');
  expect(lockouts.length).toBeGreaterThan(0);
  expect(lockouts.join(' ')).not.toContain(email);
});
