import { type DynamicModule, Global, Inject, Injectable, Logger, Module, type OnModuleDestroy } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { registered } from '../common/registrations';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { JobQueue } from './job-queue';
import type { QueueDefinition } from './queue-definition';

/** The queues one feature uses, as it hands them to the job module (`JobsModule.forFeature`). */
export class QueueRegistration {
  constructor(readonly queues: readonly QueueDefinition<object>[]) {}
}

/** Holds one feature's QueueRegistration; one instance per `forFeature` call. */
@Module({})
class FeatureQueuesModule {}

/** Stops polling before the database closes (Nest destroys modules before its shutdown hooks). */
@Injectable()
class JobQueueLifecycle implements OnModuleDestroy {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}

  async onModuleDestroy(): Promise<void> {
    await this.queue.stop();
  }
}

/**
 * The job queue, started on the app's database, injectable everywhere as JobQueue. It knows no
 * feature: each feature module imports `JobsModule.forFeature([ITS_QUEUE])`, and the queue creates
 * every queue registered so, at start, before any worker or request can use one. Whatever the app
 * or `npm run worker` is built of, its features' queues exist.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [
    {
      provide: JobQueue,
      inject: [DATABASE, APP_CONFIG, DiscoveryService],
      useFactory: async (database: DatabaseHandle, config: AppConfig, discovery: DiscoveryService) => {
        const queues = new Set(registered(discovery, QueueRegistration).flatMap((registration) => registration.queues));
        const queue = await JobQueue.start(database, config.jobs, [...queues]);
        const logger = new Logger(JobQueue.name);
        queue.onError((error) => logger.warn(`Job queue polling failed; it will try again: ${error.message}`));
        return queue;
      },
    },
    JobQueueLifecycle,
  ],
  exports: [JobQueue],
})
export class JobsModule {
  /** Registers a feature's queues: imported by the feature's own module. */
  static forFeature(queues: readonly QueueDefinition<object>[]): DynamicModule {
    return {
      module: FeatureQueuesModule,
      providers: [{ provide: QueueRegistration, useValue: new QueueRegistration(queues) }],
    };
  }
}
