import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { LoadTokenClaims } from '@northvault/hosting/load-token';
import type { ReleaseLoadFigures, RemoteLoadFigures } from '@northvault/contracts/telemetry';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { remoteLoads } from '../database/schema';
import { cappedDuration, type RemoteLoadDto } from './remote-loads.dto';

/**
 * Loads and failures of one release within a window, as the canary rule compares them. Each load is
 * one load token's (one page load's) load of the remote; visitors are distinct cohort visitors.
 */
export interface WindowFigures {
  loads: number;
  failures: number;
  /** Distinct visitors with a load of the release, and those of them with at least one failed load. */
  visitors: number;
  failingVisitors: number;
  /** The failure outcome seen most often (`RUNTIME-008`), or null without failures. */
  commonestFailure: string | null;
}

/**
 * The one load of each remote a report can count: its first failure if it has one (a page that
 * loaded, then threw while rendering), else its first load.
 */
function onePerRemote(loads: readonly RemoteLoadDto[]): RemoteLoadDto[] {
  const chosen = new Map<string, RemoteLoadDto>();
  for (const load of loads) {
    const earlier = chosen.get(load.remote);
    if (!earlier || (earlier.outcome === 'ok' && load.outcome !== 'ok')) chosen.set(load.remote, load);
  }
  return [...chosen.values()];
}

@Injectable()
export class RemoteLoadsService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /** Whether loads of this token were stored already (then it is not a new page load for the rate limit). */
  async knowsToken(tokenId: string): Promise<boolean> {
    const rows = await this.database.rows('select 1 from remote_loads where token_id = $1 limit 1', [tokenId]);
    return rows.length > 0;
  }

  /**
   * Stores the loads the token vouches for: only of the releases it names, and one per remote and
   * token however often it is sent. A later failure replaces the token's `ok` for that remote (the
   * page threw after its report left); nothing replaces a failure. Returns how many loads counted.
   */
  async record(token: LoadTokenClaims, loads: readonly RemoteLoadDto[]): Promise<number> {
    const vouched = onePerRemote(loads.filter((load) => token.releases[load.remote] === load.version));
    if (vouched.length === 0) return 0;
    const stored = await this.database.db
      .insert(remoteLoads)
      .values(
        vouched.map((load) => ({
          remote: load.remote,
          version: load.version,
          outcome: load.outcome,
          durationMs: cappedDuration(load.durationMs),
          route: load.route,
          tokenId: token.id,
          visitor: token.visitor,
        })),
      )
      .onConflictDoUpdate({
        target: [remoteLoads.tokenId, remoteLoads.remote],
        set: {
          outcome: sql`excluded.outcome`,
          durationMs: sql`excluded.duration_ms`,
          route: sql`excluded.route`,
        },
        setWhere: sql`${remoteLoads.outcome} = 'ok' and excluded.outcome <> 'ok'`,
      })
      .returning({ id: remoteLoads.id });
    return stored.length;
  }

  /** Every stored load of the remote, per release: loads, failures by outcome, p50 and p95 duration. */
  async figures(remote: string): Promise<RemoteLoadFigures> {
    const [totals, failures] = await Promise.all([
      this.database.rows<{ version: string; loads: string; p50: number | null; p95: number | null }>(
        `select version, count(*) as loads,
                percentile_cont(0.5) within group (order by duration_ms) as p50,
                percentile_cont(0.95) within group (order by duration_ms) as p95
         from remote_loads where remote = $1 group by version order by min(received_at)`,
        [remote],
      ),
      this.database.rows<{ version: string; outcome: string; count: string }>(
        `select version, outcome, count(*) as count from remote_loads
         where remote = $1 and outcome <> 'ok' group by version, outcome order by count(*) desc, outcome`,
        [remote],
      ),
    ]);
    const versions = totals.map((row): ReleaseLoadFigures => ({
      version: row.version,
      loads: Number(row.loads),
      errors: Object.fromEntries(
        failures
          .filter((failure) => failure.version === row.version)
          .map((failure) => [failure.outcome, Number(failure.count)]),
      ),
      p50Ms: row.p50 === null ? null : Math.round(Number(row.p50)),
      p95Ms: row.p95 === null ? null : Math.round(Number(row.p95)),
    }));
    return { remote, versions };
  }

  /** Loads (distinct tokens), failures, visitors and failing visitors of one release received since `since`. */
  async window(remote: string, version: string, since: Date): Promise<WindowFigures> {
    const parameters = [remote, version, since.toISOString()];
    const inWindow = 'remote = $1 and version = $2 and received_at >= $3';
    const [[totals], failures] = await Promise.all([
      this.database.rows<{ loads: string; failures: string; visitors: string; failing_visitors: string }>(
        `select count(distinct token_id) as loads,
                count(distinct token_id) filter (where outcome <> 'ok') as failures,
                count(distinct visitor) as visitors,
                count(distinct visitor) filter (where outcome <> 'ok') as failing_visitors
         from remote_loads where ${inWindow}`,
        parameters,
      ),
      this.database.rows<{ outcome: string }>(
        `select outcome from remote_loads where ${inWindow} and outcome <> 'ok'
         group by outcome order by count(distinct token_id) desc, outcome limit 1`,
        parameters,
      ),
    ]);
    return {
      loads: Number(totals?.loads ?? 0),
      failures: Number(totals?.failures ?? 0),
      visitors: Number(totals?.visitors ?? 0),
      failingVisitors: Number(totals?.failing_visitors ?? 0),
      commonestFailure: failures[0]?.outcome ?? null,
    };
  }

  /** Forgets loads received before `before`; returns how many. */
  async deleteBefore(before: Date): Promise<number> {
    const rows = await this.database.rows<{ id: number }>(
      'delete from remote_loads where received_at < $1 returning id',
      [before.toISOString()],
    );
    return rows.length;
  }
}
