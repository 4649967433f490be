import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { AccountSetupModule } from './account-setup/account-setup.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AccessGuard } from './auth/access';
import { RequestLogModule } from './request-log/public';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { CheckoutModule } from './checkout/checkout.module';
import { ClockModule } from './clock/clock';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import type { DatabaseHandle } from './database/database-handle';
import { DatabaseModule } from './database/database.module';
import { EmailModule } from './email/email.module';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { ApiErrorsModule } from './http/api-errors.module';
import { SandboxModule } from './sandbox/sandbox.module';
import { SupportModule } from './support/support.module';
import { TelemetryModule } from './telemetry/telemetry.module';
import { LockoutStoreModule } from './throttling/lockout-store.module';
import type { ClosableThrottlerStorage } from './throttling/shared-throttler-storage';
import { throttlerOptions } from './throttling/throttler-options';
import { WhiteLabelModule } from './white-label/white-label.module';

export interface AppModuleOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Whether the app closes the database on shutdown (it does when it opened it). */
  ownsDatabase: boolean;
  logger: Logger;
  /** Opened by the caller (it may connect to Redis); the app closes it on shutdown. */
  throttlerStorage: ClosableThrottlerStorage;
}

const THROTTLER_STORAGE = Symbol('THROTTLER_STORAGE');

@Injectable()
class ThrottlerStorageLifecycle implements OnApplicationShutdown {
  constructor(@Inject(THROTTLER_STORAGE) private readonly storage: ClosableThrottlerStorage) {}

  async onApplicationShutdown(): Promise<void> {
    await this.storage.close();
  }
}

/** Built from values known at start, so no module reads configuration asynchronously. */
@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(options.config),
        ClockModule,
        DatabaseModule.forRoot({ database: options.database, ownsDatabase: options.ownsDatabase }),
        // nestjs-pino gives Nest's own lines and PinoLogger the root logger. It binds no route's
        // logger to an async context: on Node 20 one AsyncLocalStorage run switches on promise
        // hooks that slow every later request by several percent. Handlers hand the request's
        // logger (logging/request-log.ts) to the services that log for it.
        LoggerModule.forRoot({ pinoHttp: { logger: options.logger }, useExisting: true, forRoutes: [] }),
        ThrottlerModule.forRoot(throttlerOptions(options.config.throttle, options.throttlerStorage)),
        LockoutStoreModule.forRoot(options.throttlerStorage),
        ApiErrorsModule,
        JobsModule,
        EmailModule,
        HealthModule,
        ContactModule,
        NewsletterModule,
        SupportModule,
        AuthModule,
        CheckoutModule,
        BillingModule,
        WhiteLabelModule,
        AccountSetupModule,
        ApiKeysModule,
        RequestLogModule,
        SandboxModule,
        TelemetryModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        // After the throttler: every route's declared access rule (auth/access.ts), one guard for them all.
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: THROTTLER_STORAGE, useValue: options.throttlerStorage },
        ThrottlerStorageLifecycle,
      ],
    };
  }
}
