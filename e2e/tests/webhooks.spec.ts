/**
 * The Webhooks tab (docs/product/api.md#the-webhooks-tab), as a developer uses it: add an endpoint that
 * points at a receiver on loopback, send a test event that arrives signed with the endpoint's secret,
 * see its delivery listed, resend it under the same event id, and delete the endpoint.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { siteOrigin } from '../support/environment';
import { completeProviderSignIn, uniqueIdentity } from '../support/sign-in';
import { subscribe } from '../support/subscribe';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on loopback that answers 200 `received` and keeps every request. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/northvault`, received, server };
}

/** The receiver's check, as the docs' signing guide does it: any `v1` made with `secret` over `t.body`. */
function signedWith(secret: string, delivery: Received): boolean {
  const header = String(delivery.headers['northvault-signature'] ?? '');
  const parts = header.split(',').map((part) => part.split('='));
  const timestamp = parts.find(([key]) => key === 't')?.[1];
  const expected = createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex');
  return parts.some(([key, value]) => key === 'v1' && value === expected);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .flatMap(({ id, help, nodes }) => nodes.map((node) => `${id} (${help}): ${node.target.join(' ')}`));
}

test('add an endpoint, send a signed test event, see its delivery, resend it with the same event id, delete it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const receiver = await startReceiver();
  try {
    const identity = uniqueIdentity('webhooks', 'Grace Hopper');
    await subscribe(page, identity, 'business');
    await page.goto('/account/developers');
    await completeProviderSignIn(page, identity);
    await page.waitForURL(`${siteOrigin}/account/developers`);

    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await expect(page.getByText('You have no webhook endpoints yet.')).toBeVisible();
    await page.getByLabel('Endpoint URL').fill(receiver.url);
    await page.getByRole('checkbox', { name: 'transaction.completed' }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();

    const card = page.getByRole('article', { name: receiver.url });
    await expect(card).toContainText('transaction.completed');
    await expect(card).toContainText('Enabled');
    const secret = ((await card.getByLabel('Signing secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_\w{32}$/);
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByText(`A ping event is on its way to ${receiver.url}.`)).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    const ping = receiver.received[0]!;
    const event = JSON.parse(ping.body) as { id: string; type: string };
    expect(event.type).toBe('ping');
    expect(ping.headers['northvault-event-id']).toBe(event.id);
    expect(signedWith(secret, ping)).toBe(true);

    // Its delivery is listed with the attempt and the receiver's answer.
    const deliveries = page.getByRole('region', { name: `Deliveries to ${receiver.url}` });
    const row = deliveries.getByRole('row', { name: new RegExp(event.id) });
    await expect(async () => {
      await deliveries.getByRole('button', { name: 'Refresh' }).click();
      await expect(row).toContainText('Delivered', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(row).toContainText('HTTP 200');
    await expect(row.getByLabel('Response body (first 1 KB)')).toHaveText('received');
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `Resend ${event.id}` }).click();
    await expect(page.getByText(`${event.id} is queued again with the same event id.`)).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
    const resent = receiver.received[1]!;
    expect(resent.headers['northvault-event-id']).toBe(event.id);
    expect(JSON.parse(resent.body)).toEqual(JSON.parse(ping.body));
    expect(signedWith(secret, resent)).toBe(true);

    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Delete endpoint' }).click();
    await expect(page.getByText(`${receiver.url} is deleted.`)).toBeVisible();
    await expect(page.getByText('You have no webhook endpoints yet.')).toBeVisible();
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});
