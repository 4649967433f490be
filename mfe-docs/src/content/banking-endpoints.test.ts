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
