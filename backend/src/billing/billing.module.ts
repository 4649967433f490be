import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BillingController } from './billing.controller';
import { BillingService } from './billing.service';
import { PlanChangeService } from './plan-change.service';
import { ReceiptsService } from './receipts.service';
import { RenewalsModule } from './renewals.module';

/**
 * Self-service billing: the subscription's period, plan changes, cancellation, the card renewals charge, and
 * receipts (checkout and renewals issue them).
 */
@Module({
  imports: [AuthModule, RenewalsModule],
  controllers: [BillingController],
  providers: [BillingService, PlanChangeService, ReceiptsService],
  exports: [ReceiptsService],
})
export class BillingModule {}
