/**
 * Two app instances on one database and one Redis (REDIS_URL, under a key prefix of the test's
 * own): the write limit and the caps on emails to unverified addresses hold for both together,
 * whichever instance a request reaches.
 */
import { randomBytes } from 'node:crypto';
import { PROXY_SECRET_HEADER } from '@northvault/contracts/site-proxy';
import { instancesOnSharedRedis } from '../testing/instances-on-shared-redis';
import { createTestApp } from '../testing/test-app';

const CONTACT = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
// The instances sit behind the site's proxy, which names the visitor and proves itself with the secret.
const PROXY_SECRET = randomBytes(24).toString('hex');

const suite = instancesOnSharedRedis({
  THROTTLE_WRITE_LIMIT: '20',
  THROTTLE_LIMIT: '1000',
  TRUST_PROXY: 'loopback',
  PROXY_SECRET,
});
const { instances } = suite;

it('refuses the 21st write in the window whichever instance receives it', async () => {
  const visitor = '203.0.113.50';
  const post = (index: number, from = visitor) =>
    instances[index % 2]!.http()
      .post('/api/contact')
      .set('X-Forwarded-For', from)
      .set(PROXY_SECRET_HEADER, PROXY_SECRET)
      .send(CONTACT);
  for (let sent = 0; sent < 20; sent += 1) await post(sent).expect(201);
  await post(20).expect(429);
  await post(21).expect(429);
  // Another visitor still writes on either instance.
  await post(1, '203.0.113.51').expect(201);
});

it('counts the emails to one unverified address on both instances together', async () => {
  // Emails to an address the site has not verified are capped per address (email/recipient-caps.ts).
  const ticket = {
    name: 'Eve',
    email: `stranger-${randomBytes(4).toString('hex')}@example.com`,
    subject: 'S',
    message: 'M',
  };
  const sent: boolean[] = [];
  for (let index = 0; index < 4; index += 1) {
    const response = await instances[index % 2]!.http()
      .post('/api/support')
      .set('X-Forwarded-For', '203.0.113.60')
      .set(PROXY_SECRET_HEADER, PROXY_SECRET)
      .send(ticket)
      .expect(201);
    sent.push(response.body.emailSent);
  }
  expect(sent).toEqual([true, true, true, false]);
});

it('keeps its counters in Redis under REDIS_KEY_PREFIX', async () => {
  expect((await suite.keys()).length).toBeGreaterThan(0);
});

it('stops at start with a message naming REDIS_URL when Redis cannot be reached', async () => {
  await expect(
    createTestApp({ env: { REDIS_URL: 'redis://:hunter2@127.0.0.1:1' }, database: suite.database }),
  ).rejects.toThrow(/^Cannot connect to Redis at 127\.0\.0\.1:1 \(REDIS_URL\)/);
});
