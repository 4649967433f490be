import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobsModule } from '../jobs/jobs.module';
import { EMAIL_QUEUE } from './email-job';
import { EmailOutbox } from './email-outbox';
import { EmailWorker } from './email-worker';
import { MAILER, type Mailer, SmtpMailer } from './mailer';

@Injectable()
class MailerLifecycle implements OnApplicationShutdown {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  onApplicationShutdown(): void {
    this.mailer.close();
  }
}

/** Emails written as jobs (EmailOutbox) and the worker that sends them over SMTP. */
@Global()
@Module({
  imports: [JobsModule.forFeature([EMAIL_QUEUE])],
  providers: [
    EmailOutbox,
    EmailWorker,
    {
      provide: MAILER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new SmtpMailer(config.mail, config.jobs.concurrency),
    },
    MailerLifecycle,
  ],
  exports: [EmailOutbox],
})
export class EmailModule {}
