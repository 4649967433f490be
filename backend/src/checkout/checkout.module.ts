import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { CheckoutIdempotencyService } from './checkout-idempotency.service';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { PAYMENT_GATEWAY } from './payment-gateway';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';

/** Card checkout (SPEC sections 5 and 7) through the payment gateway port; the sandbox by default. */
@Module({
  imports: [SubscriptionsModule],
  controllers: [CheckoutController],
  providers: [
    CheckoutService,
    CheckoutIdempotencyService,
    { provide: PAYMENT_GATEWAY, useClass: SandboxPaymentGateway },
  ],
})
export class CheckoutModule {}
