import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { PaymentGatewayName } from '../config/payments-config';
import { CardAuthenticationsService } from './card-authentications.service';
import { PaymentIdempotencyService } from './payment-idempotency.service';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway';
import { PaymentRecords } from './payment-records.service';
import { ReceiptsService } from './receipts.service';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';

/**
 * What the checkout and billing share to take money: the payment gateway port (the checkout charges
 * a typed card; renewals and plan changes charge saved ones), the one store of client
 * Idempotency-Keys both the checkout and plan changes use, the 3-D Secure challenges the checkout
 * and `Update card` wait on, and what each charge records on its payments row: the gateway's
 * answer, and the receipt of an approved one.
 */
@Module({
  providers: [
    SandboxPaymentGateway,
    PaymentIdempotencyService,
    CardAuthenticationsService,
    ReceiptsService,
    PaymentRecords,
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
  exports: [PAYMENT_GATEWAY, PaymentIdempotencyService, CardAuthenticationsService, ReceiptsService, PaymentRecords],
})
export class PaymentsModule {}
