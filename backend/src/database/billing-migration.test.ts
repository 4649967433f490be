/**
 * The billing migration (`…_billing_periods_and_receipts`) on a database that already holds plans
 * and payments, on the run's engine: each plan gets its first month as its period, each approved
 * payment a receipt numbered in the order it was paid, and the counters continue from there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from './migrations-folder';
import { migrationsBefore, openMigrationEngine, type MigrationEngine } from '../testing/migration-engine';

/** Found by name, so the test follows the migration if it is renumbered. */
function billingMigrationIndex(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  return journal.entries.find((entry) => entry.tag.endsWith('_billing_periods_and_receipts'))!.idx;
}

let engine: MigrationEngine;

async function migrateBefore(index: number): Promise<void> {
  const migrations = migrationsBefore(index);
  try {
    await engine.migrate(migrations.folder);
  } finally {
    migrations.remove();
  }
}

beforeAll(async () => {
  engine = await openMigrationEngine();
  const index = billingMigrationIndex();
  await migrateBefore(index);
  const payment = (id: string, transactionId: string | null, status: string, plan: string, createdAt: string) =>
    engine.query(
      `insert into payments (id, transaction_id, status, plan_id, amount_cents, currency, customer_name,
         customer_email, card_brand, card_last4, card_expiry_month, card_expiry_year, billing_country, created_at)
       values ($1, $2, $3, $4, 29900, 'USD', 'Ada', 'ada@example.com', 'Visa', '4242', '12', '2099', 'International', $5)`,
      [id, transactionId, status, plan, createdAt],
    );
  await payment('00000000-0000-0000-0000-000000000002', 'TXN-B', 'approved', 'business', '2026-03-05T10:00:00Z');
  await payment('00000000-0000-0000-0000-000000000001', 'TXN-A', 'approved', 'starter', '2026-01-31T10:00:00Z');
  await payment('00000000-0000-0000-0000-000000000003', null, 'declined', 'business', '2026-02-01T10:00:00Z');
  await payment('00000000-0000-0000-0000-000000000004', 'TXN-C', 'approved', 'enterprise', '2025-12-31T23:00:00Z');
  await engine.query(`insert into subscriptions (email, plan_id, status, customer_name, payment_id, started_at)
    values ('ada@example.com', 'business', 'active', 'Ada', '00000000-0000-0000-0000-000000000002', '2026-01-31T10:00:00Z')`);
  await migrateBefore(index + 1);
});

afterAll(() => engine?.close());

it('gives an existing plan its first month as the current period, with no cancellation scheduled', async () => {
  const rows = await engine.query<{ start: string; end: string; cancel_at_period_end: boolean }>(
    `select to_char(current_period_start at time zone 'UTC', 'YYYY-MM-DD') as start,
            to_char(current_period_end at time zone 'UTC', 'YYYY-MM-DD') as end, cancel_at_period_end
     from subscriptions`,
  );
  expect(rows).toEqual([{ start: '2026-01-31', end: '2026-02-28', cancel_at_period_end: false }]);
});

it('gives each approved payment a receipt, numbered per year in the order paid, and none to a declined one', async () => {
  const rows = await engine.query('select number, transaction_id, description from receipts order by number');
  expect(rows).toEqual([
    { number: 'NV-2025-000001', transaction_id: 'TXN-C', description: 'Northvault Enterprise plan, first month' },
    { number: 'NV-2026-000001', transaction_id: 'TXN-A', description: 'Northvault Starter plan, first month' },
    { number: 'NV-2026-000002', transaction_id: 'TXN-B', description: 'Northvault Business plan, first month' },
  ]);
  expect(await engine.query('select year, last_number from receipt_counters order by year')).toEqual([
    { year: 2025, last_number: 1 },
    { year: 2026, last_number: 2 },
  ]);
});
