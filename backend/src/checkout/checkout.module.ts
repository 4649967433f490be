import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { PaymentGatewayName } from '../config/payments-config';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { CheckoutIdempotencyService } from './checkout-idempotency.service';
import { CheckoutReceiptsService } from './checkout-receipts.service';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { DeclineLimitsService } from './decline-limits.service';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway';
import { PaymentRecordsService } from './payment-records.service';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';

/** Card checkout through the payment gateway port, and the receipts of what was bought. */
@Module({
  imports: [AuthModule, BillingModule, SubscriptionsModule],
  controllers: [CheckoutController],
  providers: [
    CheckoutService,
    CheckoutIdempotencyService,
    CheckoutReceiptsService,
    DeclineLimitsService,
    PaymentRecordsService,
    SandboxPaymentGateway,
    {
      provide: PAYMENT_GATEWAY,
      inject: [APP_CONFIG, SandboxPaymentGateway],
      // The gateway PAYMENT_GATEWAY names; a real provider's adapter joins this table.
      useFactory: (config: AppConfig, sandbox: SandboxPaymentGateway): PaymentGateway => {
        const gateways: Readonly<Record<PaymentGatewayName, PaymentGateway>> = { sandbox };
        return gateways[config.payments.gateway];
      },
    },
  ],
})
export class CheckoutModule {}
