import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { RenewalsModule } from './billing/renewals.module';
import { RequestLogRetentionModule } from './request-log/public';
import { OverdueTicketsModule, TicketAutoCloseModule } from './support/public';
import { ClockModule } from './clock/clock';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import type { DatabaseHandle } from './database/database-handle';
import { DatabaseModule } from './database/database.module';
import { EmailModule } from './email/email.module';
import { JobsModule } from './jobs/jobs.module';
import { CanaryWatchModule } from './telemetry/telemetry.module';
import { WebhookDeliveryModule } from './webhooks/webhook-delivery.module';

/** What `npm run worker` runs: configuration, database, the queue and the workers (emails, renewals, the canary watch, webhook deliveries, the request log's retention, the support tickets' overdue pass and auto-close); no controllers. */
@Module({})
export class WorkerModule {
  static forRoot(options: { config: AppConfig; database: DatabaseHandle; logger: Logger }): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(options.config),
        DatabaseModule.forRoot({ database: options.database, ownsDatabase: true }),
        LoggerModule.forRoot({ pinoHttp: { logger: options.logger }, useExisting: true }),
        ClockModule,
        JobsModule,
        EmailModule,
        CanaryWatchModule,
        RenewalsModule,
        WebhookDeliveryModule,
        RequestLogRetentionModule,
        OverdueTicketsModule,
        TicketAutoCloseModule,
      ],
    };
  }
}
