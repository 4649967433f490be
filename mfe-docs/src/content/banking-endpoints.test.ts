import { PLANS } from '@northvault/contracts/plans';
import { bankingEndpoints } from './banking-endpoints';

const bulkNote = (plan: Parameters<typeof bankingEndpoints>[0]) =>
  bankingEndpoints(plan)
    .find((endpoint) => endpoint.id === 'post-banking-transactions')!
    .notes!.find((note) => note.startsWith('Business and Enterprise: bulk operations.'));

it("states each plan's bulk limit, the per-item results and Starter's refusal", () => {
  expect(bulkNote(null)).toContain('up to Business 500, Enterprise 1,000 items.');
  expect(bulkNote(PLANS.business)).toContain('up to 500 items on the Business plan.');
  expect(bulkNote(PLANS.enterprise)).toContain('one result per item, in the same order');
  expect(bulkNote(null)).toContain(
    'Starter: 403 `plan_upgrade_required`, "Starter plans post one transaction per call. Bulk operations are part of Business and Enterprise."',
  );
  expect(bulkNote(PLANS.starter)).toBeUndefined();
});

const endpoint = (plan: Parameters<typeof bankingEndpoints>[0], id: string) =>
  bankingEndpoints(plan).find((candidate) => candidate.id === id)!;
const CREATE_CALLS = ['post-banking-accounts', 'post-banking-transactions'];
const READ_CALLS = ['get-banking-accounts', 'get-banking-transactions'];

it("sends custom_fields in Enterprise's create examples and shows them on every read", () => {
  for (const id of CREATE_CALLS) {
    const call = endpoint(PLANS.enterprise, id);
    expect(call.exampleBody).toEqual(expect.objectContaining({ custom_fields: { ledger_code: '4010' } }));
    expect(call.response.body).toEqual(expect.objectContaining({ custom_fields: { ledger_code: '4010' } }));
  }
  for (const id of READ_CALLS) {
    const { data } = endpoint(PLANS.enterprise, id).response.body as { data: object[] };
    for (const item of data) expect(item).toHaveProperty('custom_fields');
  }
});

it.each([null, PLANS.starter, PLANS.business])(
  'sends no custom_fields in the examples other plans can run (%o), and shows none',
  (plan) => {
    for (const id of [...CREATE_CALLS, ...READ_CALLS]) {
      const call = endpoint(plan, id);
      expect(call.exampleBody ?? {}).not.toHaveProperty('custom_fields');
      expect(JSON.stringify(call.response.body)).not.toContain('custom_fields');
    }
  },
);

it('states the limits of custom_fields where it is described, and the refusal in the general reference', () => {
  const parameter = endpoint(PLANS.enterprise, 'post-banking-transactions').parameters.find(
    (candidate) => candidate.name === 'custom_fields',
  );
  expect(parameter?.description).toBe(
    'Your own string keys and values: up to 50 keys of 1 to 40 characters, each value a string of up to 500 characters. Enterprise only.',
  );
  expect(endpoint(null, 'post-banking-accounts').parameters.map((candidate) => candidate.name)).toContain(
    'custom_fields',
  );
  expect(endpoint(PLANS.business, 'post-banking-accounts').parameters.map((candidate) => candidate.name)).not.toContain(
    'custom_fields',
  );
  expect(endpoint(null, 'post-banking-transactions').notes).toContain(
    'Starter and Business: sending `custom_fields` at all answers 403 `plan_upgrade_required`, "Custom fields are part of the Enterprise plan. Upgrade to Enterprise to send them." (for a bulk post, the whole call, before any item posts).',
  );
  expect(endpoint(PLANS.enterprise, 'post-banking-transactions').notes!.join(' ')).not.toContain(
    'Starter and Business: sending',
  );
});

it('gives the Enterprise transaction example, which sends custom fields, an Idempotency-Key of its own', () => {
  const key = (plan: Parameters<typeof bankingEndpoints>[0]) =>
    endpoint(plan, 'post-banking-transactions').exampleHeaders!['Idempotency-Key'];
  expect(key(PLANS.enterprise)).not.toBe(key(null));
  expect(key(PLANS.business)).toBe(key(null));
});
