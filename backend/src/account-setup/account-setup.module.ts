import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AuthModule } from '../auth/public';
import { WhiteLabelModule } from '../white-label/public';
import { AccountSetupController } from './account-setup.controller';
import { SandboxInfoController } from './sandbox-info.controller';
import { PasswordHashGate } from './password-hash-gate';
import { SubscriptionPasswords } from './subscription-passwords.service';

/** The account setup page's API (the subscription password and the values its examples show), and where the sandbox answers. */
@Module({
  imports: [AuthModule, WhiteLabelModule],
  controllers: [AccountSetupController, SandboxInfoController],
  providers: [
    SubscriptionPasswords,
    {
      provide: PasswordHashGate,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new PasswordHashGate(config.sandbox.loginHashConcurrency, config.sandbox.loginQueueMs),
    },
  ],
  exports: [SubscriptionPasswords],
})
export class AccountSetupModule {}
