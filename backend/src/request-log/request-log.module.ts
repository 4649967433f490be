import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/public';
import { RequestLogRecorder } from './request-log-recorder';
import { RequestLogRetentionModule } from './request-log-retention.module';
import { RequestLogsController } from './request-logs.controller';

/** The request log of every account's /v1 calls: recording, reading, and the daily retention pass. */
@Module({
  imports: [AuthModule, RequestLogRetentionModule],
  controllers: [RequestLogsController],
  providers: [RequestLogRecorder],
  exports: [RequestLogRecorder, RequestLogRetentionModule],
})
export class RequestLogModule {}
