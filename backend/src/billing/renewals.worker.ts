import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobQueue } from '../jobs/job-queue';
import { RENEWALS_QUEUE, RENEWALS_SCHEDULE } from './renewals-job';
import { RenewalsService } from './renewals.service';

/**
 * Where workers run (in every backend process, or in `npm run worker`), the renewal pass is
 * scheduled on the queue's cron and each scheduled job runs one pass. Never a timer of the
 * process's own: the queue sends each scheduled job once however many instances run.
 */
@Injectable()
export class RenewalsWorker implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly renewals: RenewalsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.jobs.workers !== 'in-process') return;
    await this.queue.schedule(RENEWALS_QUEUE, RENEWALS_SCHEDULE, {});
    await this.queue.work(RENEWALS_QUEUE, 1, async () => {
      await this.renewals.runDue();
    });
  }
}
