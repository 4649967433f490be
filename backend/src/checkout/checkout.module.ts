import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/public';
import { PaymentsModule } from '../payments/public';
import { SubscriptionsModule } from '../subscriptions/public';
import { CheckoutAttemptsService } from './checkout-attempts.service';
import { CheckoutReceiptsService } from './checkout-receipts.service';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { DeclineLimitsService } from './decline-limits.service';

/** Card checkout through the payment gateway port, and the receipts of what was bought. */
@Module({
  imports: [AuthModule, SubscriptionsModule, PaymentsModule],
  controllers: [CheckoutController],
  providers: [CheckoutService, CheckoutReceiptsService, DeclineLimitsService, CheckoutAttemptsService],
})
export class CheckoutModule {}
