import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { REQUEST_LOG_RETENTION_QUEUE } from './request-log-job';
import { RequestLogRetentionWorker } from './request-log-retention.worker';
import { RequestLogs } from './request-logs.service';

/** The reader of the request log and its daily retention pass (also run by `npm run worker`). */
@Module({
  imports: [JobsModule.forFeature([REQUEST_LOG_RETENTION_QUEUE])],
  providers: [RequestLogs, RequestLogRetentionWorker],
  exports: [RequestLogs],
})
export class RequestLogRetentionModule {}
