import { Inject, Injectable } from '@nestjs/common';
import type { ReleaseLoadFigures, RemoteLoadFigures } from '@northvault/contracts/telemetry';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { remoteLoads } from '../database/schema';
import { cappedDuration, type RemoteLoadDto } from './remote-loads.dto';

/** Loads and failures of one release within a window, as the canary rule compares them. */
export interface WindowFigures {
  loads: number;
  failures: number;
  /** The failure outcome seen most often (`RUNTIME-008`), or null without failures. */
  commonestFailure: string | null;
}

@Injectable()
export class RemoteLoadsService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async record(loads: readonly RemoteLoadDto[]): Promise<void> {
    await this.database.db.insert(remoteLoads).values(
      loads.map((load) => ({
        remote: load.remote,
        version: load.version,
        outcome: load.outcome,
        durationMs: cappedDuration(load.durationMs),
        route: load.route,
      })),
    );
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

  /** Loads and failures of one release received since `since`. */
  async window(remote: string, version: string, since: Date): Promise<WindowFigures> {
    const rows = await this.database.rows<{ outcome: string; count: string }>(
      `select outcome, count(*) as count from remote_loads
       where remote = $1 and version = $2 and received_at >= $3
       group by outcome order by count(*) desc, outcome`,
      [remote, version, since.toISOString()],
    );
    const failed = rows.filter((row) => row.outcome !== 'ok');
    return {
      loads: rows.reduce((sum, row) => sum + Number(row.count), 0),
      failures: failed.reduce((sum, row) => sum + Number(row.count), 0),
      commonestFailure: failed[0]?.outcome ?? null,
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
