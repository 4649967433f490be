import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobQueue } from '../jobs/job-queue';
import { REQUEST_LOG_RETENTION_QUEUE, REQUEST_LOG_RETENTION_SCHEDULE } from './request-log-job';
import { RequestLogs } from './request-logs.service';

/** Where workers run, the daily retention pass is scheduled on the queue's cron and each job runs one pass. */
@Injectable()
export class RequestLogRetentionWorker implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly logs: RequestLogs,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.jobs.workers !== 'in-process') return;
    await this.queue.schedule(REQUEST_LOG_RETENTION_QUEUE, REQUEST_LOG_RETENTION_SCHEDULE, {});
    await this.queue.work(REQUEST_LOG_RETENTION_QUEUE, 1, async () => {
      await this.logs.prune();
    });
  }
}
