import { Module } from '@nestjs/common';
import { AccountSetupModule } from '../account-setup/account-setup.module';
import { AuthModule } from '../auth/auth.module';
import { WhiteLabelModule } from '../white-label/white-label.module';
import { BankingAccountsController } from './banking-accounts.controller';
import { BankingAccounts } from './banking-accounts.service';
import { SandboxAuthController } from './sandbox-auth.controller';
import { SandboxCallerGuard } from './sandbox-caller.guard';
import { SandboxOpenApi, SandboxOpenApiController } from './sandbox-openapi.controller';
import { SandboxSessionTokensController } from './sandbox-session-tokens.controller';
import { SandboxTokens } from './sandbox-tokens.service';
import { BankingTransactionsController } from './banking-transactions.controller';
import { BankingTransactions } from './banking-transactions.service';
import { SandboxQuotas } from './sandbox-quotas';
import { WebhookDeliveryModule } from './webhook-delivery.module';
import { WebhooksController } from './webhooks.controller';
import { Webhooks } from './webhooks.service';
import { WhiteLabelApiController } from './white-label-api.controller';
import { WhiteLabelApi } from './white-label-api.service';
import { XeroController } from './xero.controller';
import { Xero } from './xero.service';

/**
 * The sandbox of the documented API under `/v1`, answered only on its own listener
 * (sandbox-listener.ts): authentication, accounts, transactions, Xero, webhooks and the white-label calls, within each
 * plan's limits and monthly quotas, and its OpenAPI document; and, on the site's API, the
 * tokens the docs' Try it panels call it with. Webhook deliveries run in every process with workers on.
 */
@Module({
  imports: [AccountSetupModule, AuthModule, WebhookDeliveryModule, WhiteLabelModule],
  controllers: [
    SandboxAuthController,
    BankingAccountsController,
    BankingTransactionsController,
    XeroController,
    WebhooksController,
    WhiteLabelApiController,
    SandboxOpenApiController,
    SandboxSessionTokensController,
  ],
  providers: [
    SandboxTokens,
    SandboxOpenApi,
    SandboxQuotas,
    SandboxCallerGuard,
    BankingAccounts,
    BankingTransactions,
    Xero,
    Webhooks,
    WhiteLabelApi,
  ],
})
export class SandboxModule {}
