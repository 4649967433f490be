/**
 * The reply limits count in the store the other limits share (Redis with REDIS_URL): two app instances on one
 * database and one Redis hold one ticket to its hourly replies together, whichever instance a reply reaches.
 */
import { randomBytes } from 'node:crypto';
import { PROXY_SECRET_HEADER } from '@northvault/contracts/site-proxy';
import { CUSTOMER_REPLY_LIMITS, CUSTOMER_TICKET_API_PATHS } from '@northvault/contracts/support-tickets';
import { APP_CONFIG } from '../../config/app-config';
import { instancesOnSharedRedis } from '../../testing/instances-on-shared-redis';
import type { TestApp } from '../../testing/test-app';
import { ticketLinkToken } from '../ticket-tokens';

const PROXY_SECRET = randomBytes(24).toString('hex');

const { instances } = instancesOnSharedRedis({ TRUST_PROXY: 'loopback', PROXY_SECRET });

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
