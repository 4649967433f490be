/** The audit log: saves, publishes, rollbacks, deactivations and domain changes, with the account and time. */
import type { WhiteLabelAuditEntry } from '@northvault/contracts/api';
import { as, enterpriseWithDraft, startWhiteLabelWorld, type WhiteLabelWorld } from '../../testing/white-label-world';

let world: WhiteLabelWorld;

beforeAll(async () => {
  world = await startWhiteLabelWorld();
});

afterAll(() => world?.close());

it('records who did what, and when, newest first', async () => {
  const startedAt = Date.now();
  const { customer, configId, brand } = await enterpriseWithDraft(world);
  const client = as(world.api, customer);
  const first = (await client.post('/api/white-label/deploy', { configId }).expect(200)).body.version;
  const newDomain = `moved-${customer.userId.slice(0, 8)}.localhost`;
  await client
    .post('/api/white-label/config', { ...brand, primaryColor: '#047857', fontFamily: 'Poppins', domain: newDomain })
    .expect(200);
  await client.post('/api/white-label/deploy', { configId }).expect(200);
  await client.post(`/api/white-label/versions/${first.id}/rollback`).expect(200);
  await client.post('/api/white-label/deactivate').expect(200);

  const entries: WhiteLabelAuditEntry[] = (await client.get('/api/white-label/audit').expect(200)).body.entries;
  expect(entries.map(({ action, summary }) => ({ action, summary }))).toEqual([
    { action: 'deactivate', summary: `Deactivated the platform on ${brand.domain}` },
    { action: 'rollback', summary: `Rolled back to version 1 on ${brand.domain}` },
    { action: 'publish', summary: `Published version 2 on ${newDomain}` },
    { action: 'domain-change', summary: `Domain changed from ${brand.domain} to ${newDomain}` },
    { action: 'save', summary: 'Saved the draft: Domain, Font, Primary color' },
    { action: 'publish', summary: `Published version 1 on ${brand.domain}` },
    { action: 'domain-change', summary: `Domain changed from (none) to ${brand.domain}` },
    { action: 'save', summary: 'Saved the first draft' },
  ]);
  for (const entry of entries) {
    expect(entry.account).toEqual({ email: customer.email, name: 'Test Customer' });
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now() + 1000);
  }
  const times = entries.map((entry) => Date.parse(entry.at));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
});

it('records a refused change nowhere: a save that got 409 leaves no entry', async () => {
  const owner = await enterpriseWithDraft(world);
  const { customer } = await enterpriseWithDraft(world);
  const before = (await as(world.api, customer).get('/api/white-label/audit')).body.entries.length;
  await as(world.api, customer)
    .post('/api/white-label/config', { ...owner.brand, domain: owner.brand.domain })
    .expect(409);
  expect((await as(world.api, customer).get('/api/white-label/audit')).body.entries).toHaveLength(before);
});
