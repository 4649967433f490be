/**
 * The automatic rollback. While a remote has a canary, this job compares the canary's failure rate
 * with the current release's over a sliding window (CANARY_WINDOW_MINUTES) and aborts the canary
 * when canary-rule.ts says so. It changes the release state through the same module as
 * `npm run release` and the site server (@northvault/hosting/release-pointers), so the next page
 * load of every visitor in the canary gets the current release (docs/decisions/0006-canary-release-state.md).
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MICRO_FRONTENDS } from '@northvault/contracts/micro-frontends';
import { abortCanary } from '@northvault/hosting/canary';
import { openReleasePointers, type ReleasePointers } from '@northvault/hosting/release-pointers';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CLOCK, type Clock } from '../clock/clock';
import { JobQueue } from '../jobs/job-queue';
import { judgeCanary } from './canary-rule';
import { CANARY_WATCH_QUEUE } from './canary-watch-job';
import { RemoteLoadsService } from './remote-loads.service';

const REMOTE_IDS = Object.values(MICRO_FRONTENDS).map((remote) => remote.id);

@Injectable()
export class CanaryWatch implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CanaryWatch.name);
  private pointers: Promise<ReleasePointers> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly loads: RemoteLoadsService,
    private readonly queue: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.jobs.workers !== 'in-process') return;
    await this.queue.work(CANARY_WATCH_QUEUE, 1, async () => {
      try {
        await this.checkAll();
      } finally {
        await this.queue.sendLater(CANARY_WATCH_QUEUE, {}, this.config.canary.checkIntervalSeconds);
      }
    });
    // Refused when another instance (or an earlier run) already has the chain going.
    await this.queue.sendLater(CANARY_WATCH_QUEUE, {}, 0);
  }

  async onApplicationShutdown(): Promise<void> {
    const pointers = this.pointers;
    this.pointers = null;
    await (await pointers?.catch(() => null))?.close();
  }

  private releasePointers(): Promise<ReleasePointers> {
    this.pointers ??= openReleasePointers({
      releasesDir: this.config.canary.releasesDir,
      databaseUrl: this.config.database.url,
    }).catch((error: unknown) => {
      this.pointers = null;
      throw error;
    });
    return this.pointers;
  }

  /** Judges every running canary; one remote's failure does not keep the others from being judged. */
  async checkAll(): Promise<void> {
    const pointers = await this.releasePointers();
    const now = this.clock.now();
    for (const remote of REMOTE_IDS) {
      try {
        await this.check(pointers, remote, now);
      } catch (error) {
        this.logger.warn(`Canary of ${remote} not checked: ${(error as Error).message}`);
      }
    }
    const retention = this.config.canary.retentionDays * 24 * 60 * 60 * 1000;
    await this.loads.deleteBefore(new Date(now.getTime() - retention));
  }

  private async check(pointers: ReleasePointers, remote: string, now: Date): Promise<void> {
    const { current, canary } = await pointers.read(remote);
    if (!canary || !current) return;
    // The window never reaches back before the canary started: the current release is compared over the same time.
    const windowStart = now.getTime() - this.config.canary.windowMinutes * 60 * 1000;
    const since = new Date(Math.max(windowStart, Date.parse(canary.startedAt)));
    const [canaryFigures, currentFigures] = await Promise.all([
      this.loads.window(remote, canary.version, since),
      this.loads.window(remote, current, since),
    ]);
    const verdict = judgeCanary(
      canaryFigures,
      currentFigures,
      canary.thresholds,
      this.config.canary.minFailingVisitors,
    );
    if (!verdict.abort) return;
    await pointers.update(remote, (state) => abortCanary(state, remote, verdict.reason, now, canary.version));
    this.logger.warn(`${remote} canary ${canary.version} ${verdict.reason}`);
  }
}
