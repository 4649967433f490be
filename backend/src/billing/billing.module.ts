import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/public';
import { BillingController } from './billing.controller';
import { BillingService } from './billing.service';
import { PlanChangeService } from './plan-change.service';
import { RenewalsModule } from './renewals.module';

/**
 * Self-service billing: the subscription's period, plan changes, cancellation, the card renewals charge, and
 * the account's receipts (payments issues them, for the checkout and for billing's own charges).
 */
@Module({
  imports: [AuthModule, RenewalsModule],
  controllers: [BillingController],
  providers: [BillingService, PlanChangeService],
})
export class BillingModule {}
