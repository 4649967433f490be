/**
 * Migration 0006 on a database holding deployments from before versions existed: nothing was ever
 * served for them, so every platform starts inactive, and each deployment stays in the audit log
 * under the organisation's owner.
 */
import { migrationsFolder } from './migrations-folder';
import { migrationsBefore, openMigrationEngine, type MigrationEngine } from '../testing/migration-engine';

let engine: MigrationEngine;

beforeAll(async () => {
  engine = await openMigrationEngine();
  const before = migrationsBefore(6);
  try {
    await engine.migrate(before.folder);
  } finally {
    before.remove();
  }
  await engine.query(`insert into users (id, issuer, subject, email) values
    ('00000000-0000-0000-0000-0000000000a1', 'https://issuer.example', 'a', 'ada@example.com')`);
  await engine.query(
    `insert into organizations (id, owner_user_id) values ('ORG-A', '00000000-0000-0000-0000-0000000000a1')`,
  );
  await engine.query(
    `insert into white_label_configs (id, organization_id, company_name, domain, logo_url, favicon_url,
       primary_color, secondary_color, accent_color, background_gradient, font_family, email_from_name,
       contact_email, contact_phone, is_active)
     values ('WLC-A', 'ORG-A', 'Acme Bank', 'bank.acme.example', 'https://x.example/l.svg', 'https://x.example/f.ico',
       '#1d4ed8', '#6c6cff', '#00ccff', 'linear-gradient(#000000, #111111)', 'Inter', '', '', '', true)`,
  );
  await engine.query(`insert into white_label_deployments (id, config_id, domain, status, deployed_at) values
    ('DEP-1', 'WLC-A', 'bank.acme.example', 'superseded', '2025-02-02T00:00:00Z'),
    ('DEP-2', 'WLC-A', 'bank.acme.example', 'active', '2025-03-01T00:00:00Z')`);

  await engine.migrate(migrationsFolder());
});

afterAll(() => engine?.close());

it('keeps the draft, inactive, with nothing live', async () => {
  expect(
    await engine.query('select id, company_name, domain, live_version_id, live_domain from white_label_configs'),
  ).toEqual([
    { id: 'WLC-A', company_name: 'Acme Bank', domain: 'bank.acme.example', live_version_id: null, live_domain: null },
  ]);
});

it('moves every old deployment into the audit log, under the owner, at its time', async () => {
  const rows = await engine.query<{ action: string; account_id: string; summary: string; at: Date; details: unknown }>(
    'select action, account_id, summary, at, details from white_label_audit_log order by at',
  );
  expect(rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }))).toEqual([
    {
      action: 'publish',
      account_id: '00000000-0000-0000-0000-0000000000a1',
      summary: 'Deployed to bank.acme.example before versions existed (nothing was served)',
      at: '2025-02-02T00:00:00.000Z',
      details: { legacyDeploymentId: 'DEP-1', domain: 'bank.acme.example', status: 'superseded' },
    },
    {
      action: 'publish',
      account_id: '00000000-0000-0000-0000-0000000000a1',
      summary: 'Deployed to bank.acme.example before versions existed (nothing was served)',
      at: '2025-03-01T00:00:00.000Z',
      details: { legacyDeploymentId: 'DEP-2', domain: 'bank.acme.example', status: 'active' },
    },
  ]);
  expect(await engine.query(`select to_regclass('white_label_deployments') as table`)).toEqual([{ table: null }]);
});
