import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/public';
import { WhiteLabelModule } from '../white-label/public';
import { AccountSetupController } from './account-setup.controller';
import { SandboxInfoController } from './sandbox-info.controller';
import { SubscriptionPasswords } from './subscription-passwords.service';

/** The account setup page's API (the subscription password and the values its examples show), and where the sandbox answers. */
@Module({
  imports: [AuthModule, WhiteLabelModule],
  controllers: [AccountSetupController, SandboxInfoController],
  providers: [SubscriptionPasswords],
  exports: [SubscriptionPasswords],
})
export class AccountSetupModule {}
