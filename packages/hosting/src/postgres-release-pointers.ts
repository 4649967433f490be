/** Release pointers in PostgreSQL: two small tables the site server creates on first use. */
import { Pool, type PoolClient } from 'pg';
import type { ReleasePointers } from './release-pointers-port';
import { rolledBack, type CanaryThresholds, type ReleaseState } from './release-store';

/** Any constant shared by every site server; it names the "creating the tables" advisory lock. */
const SCHEMA_LOCK_KEY = 7_240_915_101;

const SCHEMA = `
  create table if not exists site_releases (
    remote_id text not null,
    version text not null,
    published_at timestamptz not null,
    primary key (remote_id, version)
  );
  create table if not exists site_release_pointers (
    remote_id text primary key,
    current_version text not null,
    updated_at timestamptz not null default now()
  );
  create table if not exists site_release_canaries (
    remote_id text primary key,
    version text not null,
    percent integer not null check (percent between 1 and 100),
    thresholds jsonb not null,
    started_at timestamptz not null
  );
  create table if not exists site_release_events (
    id bigserial primary key,
    remote_id text not null,
    version text not null,
    message text not null,
    at timestamptz not null
  );
  create index if not exists site_release_events_remote on site_release_events (remote_id, id);
`;

export async function openPostgresReleasePointers(url: string): Promise<ReleasePointers> {
  const pool = new Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5_000 });
  // An idle connection's error (a database restart) must not crash the site; the pool replaces it.
  pool.on('error', () => undefined);
  try {
    await inTransaction(pool, async (client) => {
      await client.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
      await client.query(SCHEMA);
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  const read = (client: Pool | PoolClient, remoteId: string) => readState(client, remoteId);
  return {
    read: (remoteId) => read(pool, remoteId),
    switchTo: (remoteId, version, now = new Date()) =>
      inTransaction(pool, async (client) => {
        await lockRemote(client, remoteId);
        await client.query(
          `insert into site_releases (remote_id, version, published_at) values ($1, $2, $3)
           on conflict (remote_id, version) do update set published_at = excluded.published_at`,
          [remoteId, version, now],
        );
        await setCurrent(client, remoteId, version);
        return read(client, remoteId);
      }),
    rollBack: (remoteId, now = new Date()) =>
      inTransaction(pool, async (client) => {
        await lockRemote(client, remoteId);
        const before = await read(client, remoteId);
        await writeChanges(client, remoteId, before, rolledBack(before, remoteId, now));
        return read(client, remoteId);
      }),
    update: (remoteId, change) =>
      inTransaction(pool, async (client) => {
        await lockRemote(client, remoteId);
        const before = await read(client, remoteId);
        const after = change(before);
        await writeChanges(client, remoteId, before, after);
        return read(client, remoteId);
      }),
    close: () => pool.end(),
  };
}

async function readState(client: Pool | PoolClient, remoteId: string): Promise<ReleaseState> {
  // A pool runs them side by side; one client (inside a transaction) must take them one at a time.
  const inParallel = client instanceof Pool;
  const run = async <T>(query: () => Promise<T>, earlier: Promise<unknown>): Promise<T> =>
    inParallel ? query() : earlier.then(query, query);
  const history = run(
    () =>
      client.query<{ version: string; published_at: Date }>(
        'select version, published_at from site_releases where remote_id = $1 order by published_at, version',
        [remoteId],
      ),
    Promise.resolve(),
  );
  const pointer = run(
    () =>
      client.query<{ current_version: string }>(
        'select current_version from site_release_pointers where remote_id = $1',
        [remoteId],
      ),
    history,
  );
  const canaries = run(
    () =>
      client.query<{ version: string; percent: number; thresholds: CanaryThresholds; started_at: Date }>(
        'select version, percent, thresholds, started_at from site_release_canaries where remote_id = $1',
        [remoteId],
      ),
    pointer,
  );
  const events = run(
    () =>
      client.query<{ version: string; message: string; at: Date }>(
        'select version, message, at from site_release_events where remote_id = $1 order by id',
        [remoteId],
      ),
    canaries,
  );
  const [historyRows, pointerRows, canaryRows, eventRows] = await Promise.all([history, pointer, canaries, events]);
  const running = canaryRows.rows[0];
  return {
    current: pointerRows.rows[0]?.current_version ?? null,
    releases: historyRows.rows.map((row) => ({ version: row.version, publishedAt: row.published_at.toISOString() })),
    canary: running
      ? {
          version: running.version,
          percent: running.percent,
          thresholds: running.thresholds,
          startedAt: running.started_at.toISOString(),
        }
      : null,
    events: eventRows.rows.map((row) => ({ at: row.at.toISOString(), version: row.version, message: row.message })),
  };
}

/** Writes what `change` altered: the pointer, new history entries, the canary and new events. */
async function writeChanges(
  client: PoolClient,
  remoteId: string,
  before: ReleaseState,
  after: ReleaseState,
): Promise<void> {
  for (const entry of after.releases) {
    const known = before.releases.find((old) => old.version === entry.version);
    if (known?.publishedAt === entry.publishedAt) continue;
    await client.query(
      `insert into site_releases (remote_id, version, published_at) values ($1, $2, $3)
       on conflict (remote_id, version) do update set published_at = excluded.published_at`,
      [remoteId, entry.version, entry.publishedAt],
    );
  }
  if (after.current !== null && after.current !== before.current) await setCurrent(client, remoteId, after.current);
  if (JSON.stringify(after.canary) !== JSON.stringify(before.canary)) {
    await client.query('delete from site_release_canaries where remote_id = $1', [remoteId]);
    if (after.canary) {
      await client.query(
        `insert into site_release_canaries (remote_id, version, percent, thresholds, started_at)
         values ($1, $2, $3, $4, $5)`,
        [
          remoteId,
          after.canary.version,
          after.canary.percent,
          JSON.stringify(after.canary.thresholds),
          after.canary.startedAt,
        ],
      );
    }
  }
  for (const event of after.events.slice(before.events.length)) {
    await client.query('insert into site_release_events (remote_id, version, message, at) values ($1, $2, $3, $4)', [
      remoteId,
      event.version,
      event.message,
      event.at,
    ]);
  }
}

/** Two releases or rollbacks of one remote take turns; different remotes never wait for each other. */
async function lockRemote(client: PoolClient, remoteId: string): Promise<void> {
  await client.query('select pg_advisory_xact_lock($1, hashtext($2))', [SCHEMA_LOCK_KEY % 2 ** 31, remoteId]);
}

async function setCurrent(client: PoolClient, remoteId: string, version: string): Promise<void> {
  await client.query(
    `insert into site_release_pointers (remote_id, current_version) values ($1, $2)
     on conflict (remote_id) do update set current_version = excluded.current_version, updated_at = now()`,
    [remoteId, version],
  );
}

async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
