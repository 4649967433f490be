import { Module } from '@nestjs/common';
import { AccountSetupModule } from '../account-setup/public';
import { ApiKeysModule } from '../api-keys/public';
import { AuthModule } from '../auth/public';
import { ApiErrorsModule } from '../http/api-errors.module';
import { RequestLogModule } from '../request-log/public';
import { SubscriptionsModule } from '../subscriptions/public';
import { WhiteLabelModule } from '../white-label/public';
import { BankingAccountsController } from './banking/banking-accounts.controller';
import { BankingAccounts } from './banking/banking-accounts.service';
import { SandboxAuthController } from './auth/sandbox-auth.controller';
import { SandboxCallerGuard } from './http/sandbox-caller.guard';
import { sandboxErrorBody } from './http/sandbox-error';
import { isSandboxRequest } from './http/sandbox-listener';
import { SandboxOpenApi, SandboxOpenApiController } from './openapi/sandbox-openapi.controller';
import { SandboxSessionTokensController } from './auth/sandbox-session-tokens.controller';
import { SandboxTokens } from './auth/sandbox-tokens.service';
import { LoginGuardrails } from './auth/login-guardrails';
import { LoginLockout } from './auth/login-lockout';
import { BankingTransactionsController } from './banking/banking-transactions.controller';
import { BankingTransactions } from './banking/banking-transactions.service';
import { SandboxQuotas } from './http/sandbox-quotas';
import { WebhookDeliveryModule } from '../webhooks/public';
import { WebhooksController } from './webhooks/webhooks.controller';
import { AccountWebhooksController } from './webhooks/account-webhooks.controller';
import { Webhooks } from './webhooks/webhooks.service';
import { WhiteLabelApiController } from './white-label/white-label-api.controller';
import { WhiteLabelApi } from './white-label/white-label-api.service';
import { SandboxRequestLogsController } from './request-logs/request-logs.controller';
import { XeroController } from './xero/xero.controller';
import { Xero } from './xero/xero.service';

/**
 * The sandbox of the documented API under `/v1`, answered only on its own listener
 * (http/sandbox-listener.ts): authentication, accounts, transactions, Xero, webhooks and the white-label calls, within each
 * plan's limits and monthly quotas, and its OpenAPI document; and, on the site's API, the
 * tokens the docs' Try it panels call it with. Webhook deliveries run in every process with workers on.
 */
@Module({
  imports: [
    // The documented API has an error shape of its own (docs/product/api.md#sandbox).
    ApiErrorsModule.forFeature({ matches: isSandboxRequest, body: sandboxErrorBody }),
    AccountSetupModule,
    ApiKeysModule,
    AuthModule,
    RequestLogModule,
    SubscriptionsModule,
    WebhookDeliveryModule,
    WhiteLabelModule,
  ],
  controllers: [
    SandboxAuthController,
    BankingAccountsController,
    BankingTransactionsController,
    XeroController,
    WebhooksController,
    WhiteLabelApiController,
    SandboxOpenApiController,
    SandboxSessionTokensController,
    SandboxRequestLogsController,
    AccountWebhooksController,
  ],
  providers: [
    SandboxTokens,
    LoginLockout,
    LoginGuardrails,
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
