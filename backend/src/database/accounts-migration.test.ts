/**
 * Migration 0005 on a database that already holds data in the old shape, on the run's engine:
 * subscriptions held by an email start waiting to be claimed, accounts start unverified, and two
 * organisations that shared a custom domain (in different case) end with one owner.
 */
import { migrationsBefore, openMigrationEngine, type MigrationEngine } from '../testing/migration-engine';

let engine: MigrationEngine;

beforeAll(async () => {
  engine = await openMigrationEngine();
  const before = migrationsBefore(5);
  try {
    await engine.migrate(before.folder);
  } finally {
    before.remove();
  }
  await engine.query(`insert into users (id, issuer, subject, email) values
    ('00000000-0000-0000-0000-0000000000a1', 'https://issuer.example', 'a', 'ada@example.com'),
    ('00000000-0000-0000-0000-0000000000b2', 'https://issuer.example', 'b', 'bob@example.com')`);
  await engine.query(`insert into payments (id, transaction_id, status, plan_id, amount_cents, currency, customer_name,
      customer_email, card_brand, card_last4, card_expiry_month, card_expiry_year, billing_country) values
    ('00000000-0000-0000-0000-00000000000a', 'TXN-A', 'approved', 'enterprise', 59900, 'USD', 'Ada', 'Ada@Example.com',
     'Visa', '4242', '12', '2099', 'International')`);
  await engine.query(`insert into subscriptions (email, plan_id, status, customer_name, payment_id) values
    ('Ada@Example.com', 'enterprise', 'active', 'Ada', '00000000-0000-0000-0000-00000000000a')`);
  await engine.query(`insert into sessions (id, user_id, expires_at) values
    ('session-of-ada', '00000000-0000-0000-0000-0000000000a1', now() + interval '1 day')`);
  await engine.query(`insert into organizations (id, owner_user_id) values
    ('ORG-A', '00000000-0000-0000-0000-0000000000a1'), ('ORG-B', '00000000-0000-0000-0000-0000000000b2')`);
  const config = (id: string, organization: string, domain: string, createdAt: string) =>
    engine.query(
      `insert into white_label_configs (id, organization_id, company_name, domain, logo_url, favicon_url,
         primary_color, secondary_color, accent_color, background_gradient, font_family, email_from_name,
         contact_email, contact_phone, is_active, created_at)
       values ($1, $2, 'Bank', $3, 'https://x.example/l.svg', 'https://x.example/f.ico', '#000000', '#000000',
         '#000000', 'linear-gradient(#000, #fff)', 'Inter', '', '', '', true, $4)`,
      [id, organization, domain, createdAt],
    );
  // B saved first, but A went live on the domain first: A keeps it.
  await config('WLC-A', 'ORG-A', 'AlphaBank.example.com', '2025-02-01T00:00:00Z');
  await config('WLC-B', 'ORG-B', 'alphabank.example.com', '2025-01-01T00:00:00Z');
  await engine.query(`insert into white_label_deployments (id, config_id, domain, status, deployed_at) values
    ('DEP-A', 'WLC-A', 'AlphaBank.example.com', 'active', '2025-02-02T00:00:00Z'),
    ('DEP-B', 'WLC-B', 'alphabank.example.com', 'active', '2025-03-01T00:00:00Z')`);

  // Up to 0005 only: later migrations reshape these tables again (they have tests of their own).
  const upTo0005 = migrationsBefore(6);
  try {
    await engine.migrate(upTo0005.folder);
  } finally {
    upTo0005.remove();
  }
});

afterAll(() => engine?.close());

it('leaves existing subscriptions waiting, under their email in lower case, for a verified sign-in', async () => {
  expect(await engine.query('select email, account_id, plan_id from subscriptions')).toEqual([
    { email: 'ada@example.com', account_id: null, plan_id: 'enterprise' },
  ]);
});

it('counts existing accounts as unverified until their next sign-in', async () => {
  const rows = await engine.query<{ email_verified: boolean }>('select email_verified from users');
  expect(rows.map((row) => row.email_verified)).toEqual([false, false]);
});

it('keeps existing sessions, now with a last-seen time, and the session lookup answers them without a plan', async () => {
  const [row] = await engine.query<{ email: string; plan_id: string | null }>(
    "select email, plan_id from northvault_session_user('session-of-ada', 604800)",
  );
  expect(row).toEqual({ email: 'ada@example.com', plan_id: null });
});

it('gives a shared custom domain to the organisation that went live on it first, in lower case', async () => {
  const configs = await engine.query('select id, domain, is_active from white_label_configs order by id');
  expect(configs).toEqual([
    { id: 'WLC-A', domain: 'alphabank.example.com', is_active: true },
    { id: 'WLC-B', domain: '', is_active: false },
  ]);
  const deployments = await engine.query('select id, status from white_label_deployments order by id');
  expect(deployments).toEqual([
    { id: 'DEP-A', status: 'active' },
    { id: 'DEP-B', status: 'superseded' },
  ]);
});

it('then refuses a second owner for a domain, in any case', async () => {
  await expect(
    engine.query("update white_label_configs set domain = 'ALPHABANK.example.com' where id = 'WLC-B'"),
  ).rejects.toThrow(/white_label_configs_domain_unique/);
});
