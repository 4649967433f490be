import { Global, Inject, Injectable, Logger, Module, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { JobQueue } from './job-queue';
import { ALL_QUEUES } from './queues';

/** Stops polling before the database closes (Nest destroys modules before its shutdown hooks). */
@Injectable()
class JobQueueLifecycle implements OnModuleDestroy {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}

  async onModuleDestroy(): Promise<void> {
    await this.queue.stop();
  }
}

/** The job queue, started on the app's database, injectable everywhere as JobQueue. */
@Global()
@Module({
  providers: [
    {
      provide: JobQueue,
      inject: [DATABASE, APP_CONFIG],
      useFactory: async (database: DatabaseHandle, config: AppConfig) => {
        const queue = await JobQueue.start(database, config.jobs, ALL_QUEUES);
        const logger = new Logger(JobQueue.name);
        queue.onError((error) => logger.warn(`Job queue polling failed; it will try again: ${error.message}`));
        return queue;
      },
    },
    JobQueueLifecycle,
  ],
  exports: [JobQueue],
})
export class JobsModule {}
