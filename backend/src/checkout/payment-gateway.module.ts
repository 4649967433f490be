import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { PaymentGatewayName } from '../config/payments-config';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';

/** The payment gateway port, for the checkout and for the renewals that charge saved cards. */
@Module({
  providers: [
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
  exports: [PAYMENT_GATEWAY, SandboxPaymentGateway],
})
export class PaymentGatewayModule {}
