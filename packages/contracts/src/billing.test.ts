import {
  addOneMonth,
  billingStatus,
  billingStatusLabel,
  formatCents,
  grantsPlan,
  nextRetryAt,
  planChangeLabel,
  suspensionAt,
  receiptNumber,
  RECEIPT_NUMBER_PATTERN,
} from './billing';
import { PLANS } from './plans';
import { planChangePath } from './routes';

const at = (iso: string) => new Date(iso);

it('ends a period one month after its start, on the last day of a shorter month', () => {
  expect(addOneMonth(at('2026-03-15T09:00:00Z')).toISOString()).toBe('2026-04-15T09:00:00.000Z');
  expect(addOneMonth(at('2026-01-31T09:00:00Z')).toISOString()).toBe('2026-02-28T09:00:00.000Z');
  expect(addOneMonth(at('2028-01-31T09:00:00Z')).toISOString()).toBe('2028-02-29T09:00:00.000Z');
  expect(addOneMonth(at('2026-12-31T23:30:00Z')).toISOString()).toBe('2027-01-31T23:30:00.000Z');
});

it('derives the status from the clock: active until the end of a cancelled period, then canceled with no plan', () => {
  const terms = { state: 'active' as const, cancelAtPeriodEnd: true, currentPeriodEnd: at('2026-04-10T08:00:00Z') };
  expect(billingStatus(terms, at('2026-04-10T07:59:59Z'))).toBe('active_until');
  expect(grantsPlan(terms, at('2026-04-10T07:59:59Z'))).toBe(true);
  expect(billingStatus(terms, at('2026-04-10T08:00:00Z'))).toBe('canceled');
  expect(grantsPlan(terms, at('2026-04-10T08:00:00Z'))).toBe(false);
  expect(billingStatus({ ...terms, cancelAtPeriodEnd: false }, at('2027-01-01T00:00:00Z'))).toBe('active');
  expect(billingStatus({ ...terms, state: 'canceled' }, at('2026-01-01T00:00:00Z'))).toBe('canceled');
  expect(billingStatus({ ...terms, state: 'past_due' }, at('2026-05-01T00:00:00Z'))).toBe('past_due');
  expect(grantsPlan({ ...terms, state: 'past_due' }, at('2026-05-01T00:00:00Z'))).toBe(true);
  expect(billingStatus({ ...terms, state: 'suspended' }, at('2026-01-01T00:00:00Z'))).toBe('suspended');
  expect(grantsPlan({ ...terms, state: 'suspended' }, at('2026-01-01T00:00:00Z'))).toBe(false);
});

it('words the status and amounts as the page shows them', () => {
  expect(billingStatusLabel('active_until', '2026-04-10T08:00:00Z')).toBe('active until 10 April 2026');
  expect(billingStatusLabel('active', '2026-04-10T08:00:00Z')).toBe('active');
  expect(formatCents(29900)).toBe('$299.00');
});

it('numbers receipts NV-<year>-<6 digits>', () => {
  expect(receiptNumber(2026, 123)).toBe('NV-2026-000123');
  expect(RECEIPT_NUMBER_PATTERN.test(receiptNumber(2026, 1))).toBe(true);
  expect(RECEIPT_NUMBER_PATTERN.test('NV-2026-123')).toBe(false);
});

it('retries a failed renewal on days 1, 3 and 5 after the failure and suspends at day 10', () => {
  const failed = at('2026-04-10T08:00:00Z');
  expect(nextRetryAt(failed, 1)?.toISOString()).toBe('2026-04-11T08:00:00.000Z');
  expect(nextRetryAt(failed, 2)?.toISOString()).toBe('2026-04-13T08:00:00.000Z');
  expect(nextRetryAt(failed, 3)?.toISOString()).toBe('2026-04-15T08:00:00.000Z');
  expect(nextRetryAt(failed, 4)).toBeNull();
  expect(suspensionAt(failed).toISOString()).toBe('2026-04-20T08:00:00.000Z');
});

it('words the way from the current plan to another, and links it to the plan change on /account/billing', () => {
  expect(planChangeLabel('business', PLANS.enterprise)).toEqual({ kind: 'upgrade', label: 'Upgrade to Enterprise' });
  expect(planChangeLabel('business', PLANS.starter)).toEqual({ kind: 'downgrade', label: 'Downgrade to Starter' });
  expect(planChangePath('enterprise')).toBe('/account/billing?change=enterprise');
});
