import { Module } from '@nestjs/common';
import { AccountSetupModule } from '../account-setup/account-setup.module';
import { BankingAccountsController } from './banking-accounts.controller';
import { BankingAccounts } from './banking-accounts.service';
import { SandboxAuthController } from './sandbox-auth.controller';
import { SandboxCallerGuard } from './sandbox-caller.guard';
import { SandboxSubscribers } from './sandbox-subscribers';
import { SandboxTokens } from './sandbox-tokens.service';

/**
 * The sandbox of the documented API under `/v1`, answered only on its own listener
 * (sandbox-listener.ts). So far: authentication and bank accounts.
 */
@Module({
  imports: [AccountSetupModule],
  controllers: [SandboxAuthController, BankingAccountsController],
  providers: [SandboxTokens, SandboxSubscribers, SandboxCallerGuard, BankingAccounts],
})
export class SandboxModule {}
