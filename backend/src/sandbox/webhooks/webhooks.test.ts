import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventNotInPlanMessage, webhookLimitMessage } from '@northvault/contracts/sandbox';
import { WEBHOOK_RECEIVER_SAMPLE, WEBHOOK_SIGNATURE_HEADER } from '@northvault/contracts/webhook-signature';
import { WEBHOOK_NOT_FOUND_MESSAGE, webhookDuplicateMessage } from '@northvault/contracts/webhooks';
import { JobQueue } from '../../jobs/job-queue';
import { freePort } from '../../testing/free-port';
import { sandboxError, sandboxSubscriber, type SandboxSubscriber } from '../../testing/sandbox-subscriber';
import { type Attempt, loopbackReceiver, until } from '../../testing/loopback-webhook-receiver';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signWebhookBody } from '../../webhooks/webhook-signature';

/** Sends `body` with `headers` to the docs' sample receiver and returns its status. */
function forward(port: number, headers: IncomingHttpHeaders, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const forwarded = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/webhooks/northvault', headers },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    forwarded.on('error', reject);
    forwarded.end(body);
  });
}

describe('sandbox webhooks (docs/product/api.md#webhooks)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({ env: { JOB_WORKERS: 'in-process', JOB_RETRY_DELAY_SECONDS: '1' } });
  });

  afterAll(() => api.close());

  const subscriber = (plan: 'starter' | 'business' | 'enterprise') => sandboxSubscriber(api, plan);
  const register = (customer: SandboxSubscriber, body: object) => customer.call('post', '/v1/webhooks').send(body);

  async function postTransaction(customer: SandboxSubscriber) {
    const accounts = await customer.call('get', '/v1/banking/accounts').expect(200);
    const account = accounts.body.data[0];
    return customer
      .call('post', '/v1/banking/transactions')
      .send({ account_id: account.id, amount: 12.5, currency: 'USD', type: 'credit', description: 'Webhook test' })
      .expect(201);
  }

  describe('POST /v1/webhooks', () => {
    it('registers a url and events and shows the signing secret', async () => {
      const customer = await subscriber('business');
      const response = await register(customer, {
        url: 'http://127.0.0.1:9/hooks',
        events: ['transaction.completed', 'account.updated'],
        description: 'Ledger updates',
      }).expect(201);
      expect(response.body).toEqual({
        id: expect.stringMatching(/^wh_\w{10}$/),
        url: 'http://127.0.0.1:9/hooks',
        events: ['transaction.completed', 'account.updated'],
        description: 'Ledger updates',
        disabled: false,
        secret: expect.stringMatching(/^whsec_\w{32}$/),
        created_at: expect.stringMatching(/Z$/),
      });
    });

    it('refuses an event outside the plan with 400 naming it, and registers nothing', async () => {
      const starter = await subscriber('starter');
      const refused = await register(starter, {
        url: 'http://127.0.0.1:9/hooks',
        events: ['transaction.completed', 'account.updated'],
      }).expect(400);
      expect(refused.body).toEqual(
        sandboxError('event_not_in_plan', eventNotInPlanMessage('account.updated', 'starter', true), 'events'),
      );
      expect(refused.body.error.message).toBe('account.updated is not included in the Starter plan.');
      const business = await subscriber('business');
      const enterpriseOnly = await register(business, {
        url: 'http://127.0.0.1:9/hooks',
        events: ['white_label.deployed'],
      }).expect(400);
      expect(enterpriseOnly.body.error.message).toBe('white_label.deployed is not included in the Business plan.');
      const unknown = await register(business, { url: 'http://127.0.0.1:9/hooks', events: ['money.printed'] }).expect(
        400,
      );
      expect(unknown.body.error.message).toBe('money.printed is not a Northvault webhook event.');
      // Nothing was registered: Starter still has its 3 endpoints to use.
      for (let i = 0; i < 3; i += 1) {
        await register(starter, { url: `http://127.0.0.1:9/hooks/${i}`, events: ['payment.succeeded'] }).expect(201);
      }
      const fourth = await register(starter, {
        url: 'http://127.0.0.1:9/hooks/3',
        events: ['payment.succeeded'],
      }).expect(422);
      expect(fourth.body).toEqual(sandboxError('webhook_limit_reached', webhookLimitMessage('starter')));
      expect(fourth.body.error.message).toBe('Your Starter plan allows 3 webhook endpoints.');
    });

    it('refuses the same URL with overlapping events with 409, and takes it with other events', async () => {
      const customer = await subscriber('enterprise');
      const first = await register(customer, {
        url: 'http://127.0.0.1:9/same',
        events: ['transaction.completed', 'account.updated'],
      }).expect(201);
      const duplicate = await register(customer, {
        url: 'http://127.0.0.1:9/same',
        events: ['account.updated', 'payment.succeeded'],
      }).expect(409);
      expect(duplicate.body).toEqual(
        sandboxError('webhook_duplicate', webhookDuplicateMessage(first.body.id, ['account.updated']), 'url'),
      );
      await register(customer, { url: 'http://127.0.0.1:9/same', events: ['payment.succeeded'] }).expect(201);
      // Another account may use the same URL.
      const other = await subscriber('enterprise');
      await register(other, { url: 'http://127.0.0.1:9/same', events: ['account.updated'] }).expect(201);
    });

    it('names the field of a bad body', async () => {
      const customer = await subscriber('enterprise');
      const cases: Array<[object, string]> = [
        [{ events: ['transaction.completed'] }, 'url'],
        [{ url: 'ftp://example.com/x', events: ['transaction.completed'] }, 'url'],
        [{ url: 'http://127.0.0.1:9/x' }, 'events'],
        [{ url: 'http://127.0.0.1:9/x', events: [] }, 'events'],
        [{ url: 'http://127.0.0.1:9/x', events: ['transaction.completed', 'transaction.completed'] }, 'events'],
        [{ url: 'http://10.0.0.8/x', events: ['transaction.completed'] }, 'url'],
      ];
      for (const [body, param] of cases) {
        const response = await register(customer, body).expect(400);
        expect(response.body.error).toEqual(expect.objectContaining({ param }));
      }
    });
  });

  describe('GET, DELETE /v1/webhooks', () => {
    it('lists the account’s endpoints without secrets, gets one, deletes one; another account’s id is 404', async () => {
      const customer = await subscriber('business');
      const a = await register(customer, { url: 'http://127.0.0.1:9/a', events: ['transaction.completed'] }).expect(
        201,
      );
      const b = await register(customer, { url: 'http://127.0.0.1:9/b', events: ['account.updated'] }).expect(201);
      const { secret: _secret, ...endpointA } = a.body;
      const { secret: _secretB, ...endpointB } = b.body;
      const list = await customer.call('get', '/v1/webhooks').expect(200);
      expect(list.body).toEqual({ data: [endpointA, endpointB] });
      expect(JSON.stringify(list.body)).not.toContain(a.body.secret);
      expect((await customer.call('get', `/v1/webhooks/${a.body.id}`).expect(200)).body).toEqual(endpointA);

      const other = await subscriber('business');
      expect((await other.call('get', `/v1/webhooks/${a.body.id}`).expect(404)).body).toEqual(
        sandboxError('not_found', WEBHOOK_NOT_FOUND_MESSAGE, 'id'),
      );
      await other.call('delete', `/v1/webhooks/${a.body.id}`).expect(404);
      expect((await other.call('get', '/v1/webhooks').expect(200)).body).toEqual({ data: [] });

      await customer.call('delete', `/v1/webhooks/${a.body.id}`).expect(204);
      await customer.call('get', `/v1/webhooks/${a.body.id}`).expect(404);
      expect((await customer.call('get', '/v1/webhooks').expect(200)).body).toEqual({ data: [endpointB] });
    });
  });

  describe('transaction.completed deliveries', () => {
    let folder: string;
    let sample: ChildProcess | undefined;

    beforeAll(async () => {
      folder = await mkdtemp(join(tmpdir(), 'northvault-receiver-'));
    });

    afterAll(async () => {
      sample?.kill();
      await rm(folder, { recursive: true, force: true });
    });

    /** Runs the docs' receiver sample, unchanged, with the endpoint's secret; resolves with its output so far. */
    async function startDocsSample(secret: string) {
      const file = join(folder, 'receiver.mjs');
      await writeFile(file, WEBHOOK_RECEIVER_SAMPLE);
      const port = await freePort();
      const output: string[] = [];
      sample = spawn(process.execPath, [file], {
        env: { ...process.env, NORTHVAULT_WEBHOOK_SECRET: secret, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      sample.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
      // Listening once it answers: an empty POST is refused for its missing signature.
      await until(async () => ((await forward(port, {}, Buffer.alloc(0)).catch(() => 0)) === 400 ? true : undefined));
      return { port, output: () => output.join('') };
    }

    it('signs each delivery, retries with backoff after two failures, and the docs sample verifies it', async () => {
      let docsSample: Awaited<ReturnType<typeof startDocsSample>> | undefined;
      const statuses: number[] = [];
      const receiver = await loopbackReceiver(async (attempt, index) => {
        const status = index < 2 ? 500 : await forward(docsSample!.port, attempt.headers, attempt.body);
        statuses.push(status);
        return status;
      });
      try {
        const customer = await subscriber('starter');
        const webhook = await register(customer, { url: receiver.url, events: ['transaction.completed'] }).expect(201);
        docsSample = await startDocsSample(webhook.body.secret);

        const transaction = await postTransaction(customer);
        // The third status is known once the docs sample has answered the forwarded attempt.
        await until(() => (statuses.length >= 3 ? true : undefined));
        expect(statuses).toEqual([500, 500, 204]);

        const [first, second, third] = receiver.attempts as [Attempt, Attempt, Attempt];
        // Backoff: the queue waits at least 1 s, then at least 2 s.
        expect(second.at - first.at).toBeGreaterThanOrEqual(1000);
        expect(third.at - second.at).toBeGreaterThanOrEqual(2000);
        const event = JSON.parse(third.body.toString('utf8'));
        expect(event).toEqual({
          id: expect.stringMatching(/^evt_/),
          type: 'transaction.completed',
          created_at: transaction.body.created_at,
          data: transaction.body,
        });
        expect(third.headers['northvault-event-id']).toBe(event.id);
        const signature = String(third.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
        expect(signature).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
        const timestamp = Number(/^t=(\d+)/.exec(signature)![1]);
        expect(signature).toBe(signWebhookBody(webhook.body.secret, third.body.toString('utf8'), timestamp));
        await until(() =>
          docsSample!.output().includes(`Received transaction.completed ${event.id}`) ? true : undefined,
        );

        // The same sample refuses a tampered body, another secret's signature and an old signature.
        const tampered = Buffer.from(third.body.toString('utf8').replace('12.5', '99.5'));
        expect(await forward(docsSample.port, third.headers, tampered)).toBe(400);
        const now = Math.floor(Date.now() / 1000);
        const otherSecret = signWebhookBody('whsec_another', third.body.toString('utf8'), now);
        expect(await forward(docsSample.port, { [WEBHOOK_SIGNATURE_HEADER]: otherSecret }, third.body)).toBe(400);
        const old = signWebhookBody(webhook.body.secret, third.body.toString('utf8'), now - 301);
        expect(await forward(docsSample.port, { [WEBHOOK_SIGNATURE_HEADER]: old }, third.body)).toBe(400);
        const fresh = signWebhookBody(webhook.body.secret, third.body.toString('utf8'), now - 299);
        expect(await forward(docsSample.port, { [WEBHOOK_SIGNATURE_HEADER]: fresh }, third.body)).toBe(204);
      } finally {
        await receiver.close();
      }
    }, 120_000);

    it("stops after the Starter plan's 3 attempts and only delivers to endpoints that asked for the event", async () => {
      const failing = await loopbackReceiver(async () => 503);
      const other = await loopbackReceiver(async () => 204);
      try {
        const customer = await subscriber('starter');
        await register(customer, { url: failing.url, events: ['transaction.completed'] }).expect(201);
        await register(customer, { url: other.url, events: ['payment.succeeded'] }).expect(201);
        await postTransaction(customer);
        const queue = api.app.get(JobQueue);
        const failed = await until(async () => {
          const jobs = await queue.failedJobs();
          return jobs.find((job) => job.queue === 'webhook-delivery' && failing.attempts.length === 3);
        });
        expect(failed.attempts).toBe(3);
        expect(failed.error).toBe('the receiver answered HTTP 503');
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(failing.attempts).toHaveLength(3);
        expect(other.attempts).toHaveLength(0);
      } finally {
        await failing.close();
        await other.close();
      }
    }, 120_000);

    it('tells the other endpoints that asked for webhook.delivery.failed, never the failing one, and never in a loop', async () => {
      const failing = await loopbackReceiver(async () => 503);
      const watcher = await loopbackReceiver(async () => 204);
      const failingWatcher = await loopbackReceiver(async () => 500);
      const received = (receiver: { attempts: Attempt[] }) =>
        receiver.attempts.map(
          (attempt) => JSON.parse(attempt.body.toString('utf8')) as { id: string; type: string; data: { id?: string } },
        );
      try {
        const customer = await subscriber('starter');
        const hook = await register(customer, {
          url: failing.url,
          events: ['transaction.completed', 'webhook.delivery.failed'],
        }).expect(201);
        await register(customer, { url: watcher.url, events: ['webhook.delivery.failed'] }).expect(201);
        await register(customer, { url: failingWatcher.url, events: ['webhook.delivery.failed'] }).expect(201);
        const stranger = await subscriber('starter');
        const strangers = await loopbackReceiver(async () => 204);
        await register(stranger, { url: strangers.url, events: ['webhook.delivery.failed'] }).expect(201);

        const transaction = await postTransaction(customer);
        const [notice] = await until(() => (watcher.attempts.length > 0 ? received(watcher) : undefined));
        expect(failing.attempts).toHaveLength(3);
        const failedEvent = received(failing)[0]!;
        expect(notice).toEqual({
          id: expect.stringMatching(/^evt_/),
          type: 'webhook.delivery.failed',
          created_at: expect.stringMatching(/Z$/),
          data: {
            webhook_id: hook.body.id,
            url: failing.url,
            event_id: failedEvent.id,
            event_type: 'transaction.completed',
            attempts: 3,
            last_error: 'the receiver answered HTTP 503',
            failed_at: expect.stringMatching(/Z$/),
          },
        });
        expect(received(failing).map((event) => event.type)).toEqual(Array(3).fill('transaction.completed'));
        expect(failedEvent.data.id).toBe(transaction.body.id);

        // The watcher that fails too spends its 3 attempts on the notice, and raises nothing more.
        await until(() => (failingWatcher.attempts.length >= 3 ? true : undefined));
        await new Promise((resolve) => setTimeout(resolve, 5000));
        expect(received(failingWatcher).map((event) => event.type)).toEqual(Array(3).fill('webhook.delivery.failed'));
        expect(failing.attempts).toHaveLength(3);
        expect(watcher.attempts).toHaveLength(1);
        expect(strangers.attempts).toHaveLength(0);
        await strangers.close();
      } finally {
        await failing.close();
        await watcher.close();
        await failingWatcher.close();
      }
    }, 120_000);
  });
});
