/**
 * The webhook endpoints' changes and the Webhooks tab's API (docs/product/api.md#webhooks): PATCH,
 * the delivery log, test events, resend under the same event id, the secret's roll with two
 * signatures, automatic disabling after 3 days of failures (the clock moved) with one email, and
 * the fan-out limit of 50 deliveries per second per account.
 */
import { API_PATHS } from '@northvault/contracts/routes';
import { eventNotInPlanMessage } from '@northvault/contracts/sandbox';
import { WEBHOOK_SIGNATURE_HEADER } from '@northvault/contracts/webhook-signature';
import {
  WEBHOOK_DISABLED_MESSAGE,
  WEBHOOK_EMPTY_CHANGE_MESSAGE,
  WEBHOOK_NOT_FOUND_MESSAGE,
  webhookDeliveriesPath,
  webhookDuplicateMessage,
  webhookEndpointPath,
  webhookResendPath,
  webhookRevealSecretPath,
  webhookRollSecretPath,
  webhookTestEventPath,
  type WebhookDeliverySummary,
} from '@northvault/contracts/webhooks';
import { CLOCK } from '../../clock/clock';
import { createAppWithMail, type AppWithMail } from '../../testing/app-with-mail';
import { type Attempt, loopbackReceiver, until } from '../../testing/loopback-webhook-receiver';
import type { MailCatcher } from '../../testing/mail-catcher';
import { sandboxError, sandboxSubscriber, type SandboxSubscriber } from '../../testing/sandbox-subscriber';
import type { TestApp } from '../../testing/test-app';
import { signWithSecrets } from '../../webhooks/webhook-signature';

let app: AppWithMail | undefined;
let api: TestApp;
let mail: MailCatcher;

beforeAll(async () => {
  // Enough workers that only the fan-out limit, not the pool, holds the delivery rate down.
  app = await createAppWithMail({ JOB_RETRY_DELAY_SECONDS: '1', JOB_CONCURRENCY: '40' });
  ({ api, mail } = app);
});

afterAll(() => app?.close());

afterEach(() => jest.restoreAllMocks());

const subscriber = (plan: 'starter' | 'business' | 'enterprise') => sandboxSubscriber(api, plan);
const register = (customer: SandboxSubscriber, body: object) => customer.call('post', '/v1/webhooks').send(body);
const site = (customer: SandboxSubscriber) => ({
  get: (path: string) => api.http().get(path).set('Cookie', customer.cookie),
  post: (path: string, body?: object) => api.http().post(path).set('Cookie', customer.cookie).send(body),
  patch: (path: string, body: object) => api.http().patch(path).set('Cookie', customer.cookie).send(body),
  delete: (path: string) => api.http().delete(path).set('Cookie', customer.cookie),
});

async function deliveries(customer: SandboxSubscriber, webhookId: string): Promise<WebhookDeliverySummary[]> {
  const response = await site(customer).get(webhookDeliveriesPath(webhookId)).expect(200);
  return response.body.deliveries;
}

const eventOf = (attempt: Attempt) => JSON.parse(attempt.body.toString('utf8')) as { id: string; type: string };
const signatureOf = (attempt: Attempt) => String(attempt.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
const timestampOf = (attempt: Attempt) => Number(/^t=(\d+)/.exec(signatureOf(attempt))![1]);

describe('PATCH /v1/webhooks/{id}', () => {
  it('changes url, events, description and disabled under the rules of registration', async () => {
    const customer = await subscriber('starter');
    const a = await register(customer, { url: 'http://127.0.0.1:9/a', events: ['transaction.completed'] }).expect(201);
    const b = await register(customer, { url: 'http://127.0.0.1:9/b', events: ['payment.succeeded'] }).expect(201);

    const changed = await customer
      .call('patch', `/v1/webhooks/${a.body.id}`)
      .send({ url: 'http://127.0.0.1:9/a2', events: ['payment.succeeded'], description: 'Payments' })
      .expect(200);
    expect(changed.body).toEqual({
      id: a.body.id,
      url: 'http://127.0.0.1:9/a2',
      events: ['payment.succeeded'],
      description: 'Payments',
      disabled: false,
      created_at: a.body.created_at,
    });
    // The same URL with an overlapping event as another endpoint: 409, nothing changed.
    const duplicate = await customer
      .call('patch', `/v1/webhooks/${a.body.id}`)
      .send({ url: 'http://127.0.0.1:9/b' })
      .expect(409);
    expect(duplicate.body).toEqual(
      sandboxError('webhook_duplicate', webhookDuplicateMessage(b.body.id, ['payment.succeeded']), 'url'),
    );
    // Its own URL and events again are not a duplicate of itself.
    await customer.call('patch', `/v1/webhooks/${a.body.id}`).send({ url: 'http://127.0.0.1:9/a2' }).expect(200);
    const outsidePlan = await customer
      .call('patch', `/v1/webhooks/${a.body.id}`)
      .send({ events: ['account.updated'] })
      .expect(400);
    expect(outsidePlan.body).toEqual(
      sandboxError('event_not_in_plan', eventNotInPlanMessage('account.updated', 'starter', true), 'events'),
    );
    const privateAddress = await customer
      .call('patch', `/v1/webhooks/${a.body.id}`)
      .send({ url: 'http://10.0.0.8/x' })
      .expect(400);
    expect(privateAddress.body.error.param).toBe('url');
    const mapped = await customer
      .call('patch', `/v1/webhooks/${a.body.id}`)
      .send({ url: 'http://[::ffff:10.0.0.8]/x' })
      .expect(400);
    expect(mapped.body.error.param).toBe('url');
    const empty = await customer.call('patch', `/v1/webhooks/${a.body.id}`).send({}).expect(400);
    expect(empty.body).toEqual(sandboxError('invalid_request', WEBHOOK_EMPTY_CHANGE_MESSAGE));

    const disabled = await customer.call('patch', `/v1/webhooks/${a.body.id}`).send({ disabled: true }).expect(200);
    expect(disabled.body.disabled).toBe(true);
    expect((await customer.call('get', `/v1/webhooks/${a.body.id}`).expect(200)).body).toEqual(disabled.body);

    const other = await subscriber('starter');
    const foreign = await other.call('patch', `/v1/webhooks/${a.body.id}`).send({ disabled: false }).expect(404);
    expect(foreign.body).toEqual(sandboxError('not_found', WEBHOOK_NOT_FOUND_MESSAGE, 'id'));
    expect((await customer.call('get', `/v1/webhooks/${a.body.id}`).expect(200)).body.disabled).toBe(true);
  });

  it('delivers nothing to a disabled endpoint, and delivers again once it is enabled', async () => {
    const receiver = await loopbackReceiver(async () => 204);
    try {
      const customer = await subscriber('starter');
      const hook = await register(customer, { url: receiver.url, events: ['transaction.completed'] }).expect(201);
      await customer.call('patch', `/v1/webhooks/${hook.body.id}`).send({ disabled: true }).expect(200);
      const account = (await customer.call('get', '/v1/banking/accounts').expect(200)).body.data[0];
      const transaction = { account_id: account.id, amount: 5, currency: 'USD', type: 'credit', description: 'x' };
      await customer.call('post', '/v1/banking/transactions').send(transaction).expect(201);
      const refused = await site(customer).post(webhookTestEventPath(hook.body.id)).expect(409);
      expect(refused.body.error).toBe(WEBHOOK_DISABLED_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(receiver.attempts).toHaveLength(0);

      await customer.call('patch', `/v1/webhooks/${hook.body.id}`).send({ disabled: false }).expect(200);
      await customer.call('post', '/v1/banking/transactions').send(transaction).expect(201);
      await until(() => (receiver.attempts.length === 1 ? true : undefined));
      expect(eventOf(receiver.attempts[0]!).type).toBe('transaction.completed');
    } finally {
      await receiver.close();
    }
  }, 60_000);
});

describe('the Webhooks tab’s API', () => {
  it('lists, adds, edits and deletes endpoints for the signed-in account, under the same rules', async () => {
    const customer = await subscriber('starter');
    const added = await site(customer)
      .post(API_PATHS.webhooks, { url: 'http://127.0.0.1:9/tab', events: ['transaction.completed'] })
      .expect(201);
    expect(added.body).toEqual({ secret: expect.stringMatching(/^whsec_\w{32}$/), previousSecretEndsAt: null });
    const list = await site(customer).get(API_PATHS.webhooks).expect(200);
    expect(list.body.availableEvents).toEqual([
      'transaction.completed',
      'payment.succeeded',
      'user.subscription.updated',
      'webhook.delivery.failed',
    ]);
    const [endpoint] = list.body.endpoints;
    expect(endpoint).toEqual({
      id: expect.stringMatching(/^wh_/),
      url: 'http://127.0.0.1:9/tab',
      events: ['transaction.completed'],
      description: null,
      disabled: false,
      disabledReason: null,
      previousSecretEndsAt: null,
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(JSON.stringify(list.body)).not.toContain(added.body.secret);
    const duplicate = await site(customer)
      .post(API_PATHS.webhooks, { url: 'http://127.0.0.1:9/tab', events: ['transaction.completed'] })
      .expect(409);
    expect(duplicate.body.error).toBe(webhookDuplicateMessage(endpoint.id, ['transaction.completed']));

    const edited = await site(customer)
      .patch(webhookEndpointPath(endpoint.id), { disabled: true, description: 'Ledger' })
      .expect(200);
    expect(edited.body.endpoint).toEqual({
      ...endpoint,
      description: 'Ledger',
      disabled: true,
      disabledReason: 'manual',
    });
    const revealed = await site(customer).post(webhookRevealSecretPath(endpoint.id)).expect(200);
    expect(revealed.body).toEqual({ secret: added.body.secret, previousSecretEndsAt: null });

    const stranger = await subscriber('starter');
    await site(stranger).post(webhookRevealSecretPath(endpoint.id)).expect(404);
    await site(stranger).get(webhookDeliveriesPath(endpoint.id)).expect(404);
    await site(stranger).delete(webhookEndpointPath(endpoint.id)).expect(404);

    await site(customer).delete(webhookEndpointPath(endpoint.id)).expect(204);
    expect((await site(customer).get(API_PATHS.webhooks).expect(200)).body.endpoints).toEqual([]);
    await api.http().get(API_PATHS.webhooks).expect(401);
  });

  it('sends a signed ping, logs each attempt with its answer, and resends it under the same event id', async () => {
    const longAnswer = `${'é'.repeat(600)}tail`;
    const receiver = await loopbackReceiver(async (_attempt, index) =>
      index === 0 ? { status: 500, body: longAnswer } : { status: 200, body: 'ok' },
    );
    try {
      const customer = await subscriber('starter');
      const hook = await register(customer, { url: receiver.url, events: ['transaction.completed'] }).expect(201);
      await site(customer).post(webhookTestEventPath(hook.body.id)).expect(202);
      await until(() => (receiver.attempts.length === 2 ? true : undefined));
      const [failed, delivered] = receiver.attempts as [Attempt, Attempt];
      const event = eventOf(delivered);
      expect(event).toEqual({
        id: expect.stringMatching(/^evt_/),
        type: 'ping',
        created_at: expect.stringMatching(/Z$/),
        data: { webhook_id: hook.body.id, message: 'A test event sent from the Webhooks tab.' },
      });
      expect(eventOf(failed).id).toBe(event.id);
      expect(signatureOf(delivered)).toBe(
        signWithSecrets([hook.body.secret], delivered.body.toString('utf8'), timestampOf(delivered)),
      );

      const [logged] = await until(async () => {
        const rows = await deliveries(customer, hook.body.id);
        return rows[0]?.status === 'succeeded' ? rows : undefined;
      });
      expect(logged).toEqual({
        id: expect.stringMatching(/^whd_/),
        eventId: event.id,
        eventType: 'ping',
        status: 'succeeded',
        attempts: 2,
        nextRetryAt: null,
        createdAt: expect.stringMatching(/Z$/),
        attemptLog: [
          {
            attemptedAt: expect.any(String),
            responseStatus: 500,
            latencyMs: expect.any(Number),
            // The first 1 KB: 512 two-byte characters.
            responseBody: 'é'.repeat(512),
            error: 'the receiver answered HTTP 500',
          },
          {
            attemptedAt: expect.any(String),
            responseStatus: 200,
            latencyMs: expect.any(Number),
            responseBody: 'ok',
            error: null,
          },
        ],
      });

      await site(customer).post(webhookResendPath(logged!.id)).expect(202);
      await until(() => (receiver.attempts.length === 3 ? true : undefined));
      const resent = receiver.attempts[2]!;
      expect(resent.body.toString('utf8')).toBe(delivered.body.toString('utf8'));
      expect(resent.headers['northvault-event-id']).toBe(event.id);
      const after = await until(async () => {
        const rows = await deliveries(customer, hook.body.id);
        return rows[0]?.attempts === 3 ? rows : undefined;
      });
      expect(after).toHaveLength(1);
      expect(after[0]).toEqual(expect.objectContaining({ id: logged!.id, eventId: event.id, status: 'succeeded' }));

      const stranger = await subscriber('starter');
      await site(stranger).post(webhookResendPath(logged!.id)).expect(404);
      await site(stranger).post(webhookTestEventPath(hook.body.id)).expect(404);
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it('rolls the secret: both signatures for 24 hours, then only the new one', async () => {
    const receiver = await loopbackReceiver(async () => 204);
    try {
      const customer = await subscriber('business');
      const hook = await register(customer, { url: receiver.url, events: ['transaction.completed'] }).expect(201);
      const rolled = await site(customer).post(webhookRollSecretPath(hook.body.id)).expect(200);
      expect(rolled.body.secret).toMatch(/^whsec_\w{32}$/);
      expect(rolled.body.secret).not.toBe(hook.body.secret);
      const rolledAt = Date.now();
      expect(Date.parse(rolled.body.previousSecretEndsAt) - rolledAt).toBeGreaterThan(24 * 3600_000 - 5_000);
      expect(Date.parse(rolled.body.previousSecretEndsAt) - rolledAt).toBeLessThanOrEqual(24 * 3600_000);

      await site(customer).post(webhookTestEventPath(hook.body.id)).expect(202);
      await until(() => (receiver.attempts.length === 1 ? true : undefined));
      const overlap = receiver.attempts[0]!;
      const body = overlap.body.toString('utf8');
      expect(signatureOf(overlap)).toMatch(/^t=\d{10},v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
      expect(signatureOf(overlap)).toBe(
        signWithSecrets([rolled.body.secret, hook.body.secret], body, timestampOf(overlap)),
      );

      // 24 hours and a second later, the old secret signs no more.
      const later = new Date(rolledAt + 24 * 3600_000 + 1000);
      jest.spyOn(api.app.get(CLOCK), 'now').mockReturnValue(later);
      expect((await site(customer).get(API_PATHS.webhooks).expect(200)).body.endpoints[0].previousSecretEndsAt).toBe(
        null,
      );
      await site(customer).post(webhookTestEventPath(hook.body.id)).expect(202);
      await until(() => (receiver.attempts.length === 2 ? true : undefined));
      const after = receiver.attempts[1]!;
      expect(signatureOf(after)).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
      expect(signatureOf(after)).toBe(
        signWithSecrets([rolled.body.secret], after.body.toString('utf8'), timestampOf(after)),
      );
    } finally {
      await receiver.close();
    }
  }, 60_000);
});

describe('automatic disabling', () => {
  it('disables an endpoint whose deliveries all failed for 3 days and emails the account once; one PATCH enables it', async () => {
    const receiver = await loopbackReceiver(async () => 503);
    try {
      const customer = await subscriber('starter');
      const hook = await register(customer, { url: receiver.url, events: ['transaction.completed'] }).expect(201);
      const clock = api.app.get(CLOCK);
      const start = Date.now();
      await site(customer).post(webhookTestEventPath(hook.body.id)).expect(202);
      await until(() => (receiver.attempts.length === 3 ? true : undefined));
      await until(async () => ((await deliveries(customer, hook.body.id))[0]?.status === 'failed' ? true : undefined));

      // Two days and 23 hours of failures: still enabled.
      jest.spyOn(clock, 'now').mockReturnValue(new Date(start + (3 * 24 - 1) * 3600_000));
      await site(customer).post(webhookTestEventPath(hook.body.id)).expect(202);
      await until(() => (receiver.attempts.length === 6 ? true : undefined));
      await until(async () => ((await deliveries(customer, hook.body.id))[0]?.status === 'failed' ? true : undefined));
      expect((await customer.call('get', `/v1/webhooks/${hook.body.id}`).expect(200)).body.disabled).toBe(false);

      // Three days and a minute: the next failure disables it; its remaining attempts are not made.
      jest.spyOn(clock, 'now').mockReturnValue(new Date(start + 3 * 24 * 3600_000 + 60_000));
      await site(customer).post(webhookTestEventPath(hook.body.id)).expect(202);
      const disabled = await until(async () => {
        const list = await site(customer).get(API_PATHS.webhooks).expect(200);
        return list.body.endpoints[0].disabled ? list.body.endpoints[0] : undefined;
      });
      expect(disabled.disabledReason).toBe('failing');
      const emails = await mail.waitFor(
        (email) => email.to.some((to) => to.address === customer.email) && email.subject.includes(hook.body.id),
      );
      expect(emails[0]!.subject).toBe(`Webhook endpoint disabled: ${hook.body.id}`);
      expect(emails[0]!.text).toContain(receiver.url);
      expect(emails[0]!.text).toContain('failed for 3 days');
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(receiver.attempts).toHaveLength(7);
      const sent = (await mail.emails()).filter(
        (email) => email.to.some((to) => to.address === customer.email) && email.subject.includes(hook.body.id),
      );
      expect(sent).toHaveLength(1);
      expect((await deliveries(customer, hook.body.id))[0]!.status).toBe('skipped');

      // One click in the tab: PATCH disabled=false. The failing streak starts over.
      const enabled = await site(customer).patch(webhookEndpointPath(hook.body.id), { disabled: false }).expect(200);
      expect(enabled.body.endpoint).toEqual(expect.objectContaining({ disabled: false, disabledReason: null }));
      await site(customer).post(webhookTestEventPath(hook.body.id)).expect(202);
      await until(() => (receiver.attempts.length === 10 ? true : undefined));
      await until(async () => ((await deliveries(customer, hook.body.id))[0]?.status === 'failed' ? true : undefined));
      expect((await customer.call('get', `/v1/webhooks/${hook.body.id}`).expect(200)).body.disabled).toBe(false);
    } finally {
      await receiver.close();
    }
  }, 120_000);

  it('does not disable an endpoint that succeeded in between', async () => {
    let failing = true;
    const receiver = await loopbackReceiver(async () => (failing ? 503 : 204));
    try {
      const customer = await subscriber('starter');
      const hook = await register(customer, { url: receiver.url, events: ['transaction.completed'] }).expect(201);
      const clock = api.app.get(CLOCK);
      const start = Date.now();
      await site(customer).post(webhookTestEventPath(hook.body.id)).expect(202);
      await until(() => (receiver.attempts.length === 3 ? true : undefined));
      failing = false;
      jest.spyOn(clock, 'now').mockReturnValue(new Date(start + 24 * 3600_000));
      await site(customer).post(webhookTestEventPath(hook.body.id)).expect(202);
      await until(() => (receiver.attempts.length === 4 ? true : undefined));
      await until(async () =>
        (await deliveries(customer, hook.body.id))[0]?.status === 'succeeded' ? true : undefined,
      );
      failing = true;
      jest.spyOn(clock, 'now').mockReturnValue(new Date(start + 3 * 24 * 3600_000 + 60_000));
      await site(customer).post(webhookTestEventPath(hook.body.id)).expect(202);
      await until(() => (receiver.attempts.length === 7 ? true : undefined));
      await until(async () => ((await deliveries(customer, hook.body.id))[0]?.status === 'failed' ? true : undefined));
      expect((await customer.call('get', `/v1/webhooks/${hook.body.id}`).expect(200)).body.disabled).toBe(false);
    } finally {
      await receiver.close();
    }
  }, 120_000);
});

describe('fan-out limit (issue: webhook amplification)', () => {
  it('keeps 10 endpoints × a bulk request of 10 transactions at 50 deliveries a second or fewer, and drops none', async () => {
    const receiver = await loopbackReceiver(async () => 204);
    try {
      const customer = await subscriber('enterprise');
      for (let i = 0; i < 10; i += 1) {
        await register(customer, { url: `${receiver.url}/${i}`, events: ['transaction.completed'] }).expect(201);
      }
      const account = (await customer.call('get', '/v1/banking/accounts').expect(200)).body.data[0];
      const transactions = Array.from({ length: 10 }, (_, i) => ({
        account_id: account.id,
        amount: 1 + i,
        currency: 'USD',
        type: 'credit',
        description: `Bulk ${i}`,
      }));
      await customer.call('post', '/v1/banking/transactions').send({ transactions }).expect(200);
      // Each of the 10 events reached each of the 10 endpoints: none was dropped. (On a starved machine an
      // attempt may time out after the receiver got it and be retried, which the limit counts too.)
      const received = () => new Set(receiver.attempts.map((attempt) => `${attempt.path} ${eventOf(attempt).id}`));
      await until(() => (received().size === 100 ? true : undefined), 90_000);
      expect(new Set(receiver.attempts.map((attempt) => eventOf(attempt).id)).size).toBe(10);
      // When each attempt left, as the sender logged it once its slot came: never more than 50 within a second.
      // (The receiver runs in this process too, so its arrival times also carry its own event loop's delays.) An
      // attempt's row is written once its answer is in, so the last may land just after the receiver saw it.
      const sent = await until(async () => {
        const rows = await api.database.rows<{ at: Date | string }>(
          `select a.attempted_at as at from webhook_delivery_attempts a
           join webhook_deliveries d on d.id = a.delivery_id where d.user_id = $1`,
          [customer.userId],
        );
        return rows.length >= 100 ? rows : undefined;
      }, 10_000);
      const times = sent.map((row) => new Date(row.at).getTime()).sort((a, b) => a - b);
      expect(times.length).toBeGreaterThanOrEqual(100);
      const busiest = Math.max(...times.map((at) => times.filter((other) => other >= at && other < at + 1000).length));
      expect(busiest).toBeLessThanOrEqual(50);
      // And the receiver got them spread out, not as one burst: 100 take two seconds at least.
      const arrivals = receiver.attempts.map((attempt) => attempt.at).sort((a, b) => a - b);
      expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(1900);
    } finally {
      await receiver.close();
    }
  }, 150_000);
});
