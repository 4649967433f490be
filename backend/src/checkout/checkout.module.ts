import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { CheckoutReceiptsService } from './checkout-receipts.service';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { DeclineLimitsService } from './decline-limits.service';
import { PaymentGatewayModule } from './payment-gateway.module';
import { PaymentRecordsService } from './payment-records.service';

/** Card checkout through the payment gateway port, and the receipts of what was bought. */
@Module({
  imports: [AuthModule, BillingModule, SubscriptionsModule, PaymentGatewayModule],
  controllers: [CheckoutController],
  providers: [CheckoutService, CheckoutReceiptsService, DeclineLimitsService, PaymentRecordsService],
})
export class CheckoutModule {}
