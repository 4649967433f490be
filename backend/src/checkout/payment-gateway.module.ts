import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { PaymentGatewayName } from '../config/payments-config';
import { CardAuthenticationsService } from './card-authentications.service';
import { CheckoutIdempotencyService } from './checkout-idempotency.service';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';

/**
 * The payment gateway port, for the checkout and for the renewals and plan changes that charge saved
 * cards, with the one store of client Idempotency-Keys both the checkout and plan changes use, and
 * the 3-D Secure challenges the checkout and `Update card` wait on.
 */
@Module({
  providers: [
    SandboxPaymentGateway,
    CheckoutIdempotencyService,
    CardAuthenticationsService,
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
  exports: [PAYMENT_GATEWAY, SandboxPaymentGateway, CheckoutIdempotencyService, CardAuthenticationsService],
})
export class PaymentGatewayModule {}
