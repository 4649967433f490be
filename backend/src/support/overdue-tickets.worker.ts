import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobQueue } from '../jobs/job-queue';
import { OVERDUE_TICKETS_QUEUE, OVERDUE_TICKETS_SCHEDULE } from './overdue-tickets-job';
import { OverdueTickets } from './overdue-tickets';

/** Where workers run, the overdue pass is scheduled on the queue's cron (once for every instance) and each job runs one pass. */
@Injectable()
export class OverdueTicketsWorker implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly overdue: OverdueTickets,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.jobs.workers !== 'in-process') return;
    await this.queue.schedule(OVERDUE_TICKETS_QUEUE, OVERDUE_TICKETS_SCHEDULE, {});
    await this.queue.work(OVERDUE_TICKETS_QUEUE, 1, async () => {
      await this.overdue.markDue();
    });
  }
}
