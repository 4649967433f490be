/**
 * The reply limits count in the store the other limits share (Redis with REDIS_URL): two app instances on one
 * database and one Redis hold one ticket to its hourly replies together, whichever instance a reply reaches.
 */
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { PROXY_SECRET_HEADER } from '@northvault/contracts/site-proxy';
import { CUSTOMER_REPLY_LIMITS, CUSTOMER_TICKET_API_PATHS } from '@northvault/contracts/support-tickets';
import { APP_CONFIG } from '../../config/app-config';
import type { DatabaseHandle } from '../../database/database-handle';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';
import { ticketLinkToken } from '../ticket-tokens';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `nv-test-${randomBytes(6).toString('hex')}:`;
const PROXY_SECRET = randomBytes(24).toString('hex');

let database: DatabaseHandle;
const instances: TestApp[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const env = { REDIS_URL, REDIS_KEY_PREFIX: PREFIX, TRUST_PROXY: 'loopback', PROXY_SECRET };
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

it('refuses the reply past the ticket’s hourly limit whichever instance receives it', async () => {
  // Both instances sit behind the site's proxy, which names the visitor and proves itself with the secret.
  const through = (request: ReturnType<ReturnType<TestApp['http']>['post']>) =>
    request.set('X-Forwarded-For', '203.0.113.70').set(PROXY_SECRET_HEADER, PROXY_SECRET);
  const email = 'grace@example.com';
  const created = await through(instances[0]!.http().post('/api/support'))
    .send({ name: 'Grace', email, subject: 'Webhooks', message: 'Stopped.' })
    .expect(201);
  const ticketId: string = created.body.ticketId;
  const token = ticketLinkToken({ ticketId, email }, new Date(), instances[0]!.app.get(APP_CONFIG).auth.sessionSecret);
  const reply = (index: number) =>
    through(
      instances[index % 2]!.http().post(
        `${CUSTOMER_TICKET_API_PATHS.messages(ticketId)}?token=${encodeURIComponent(token)}`,
      ),
    ).send({ body: `Reply ${index}` });
  for (let sent = 0; sent < CUSTOMER_REPLY_LIMITS.perTicketPerHour; sent += 1) await reply(sent).expect(201);
  await reply(0).expect(429);
  await reply(1).expect(429);
});
