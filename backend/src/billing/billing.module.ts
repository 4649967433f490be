import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BillingController } from './billing.controller';
import { BillingService } from './billing.service';
import { ReceiptsService } from './receipts.service';

/** Self-service billing: the subscription's period, cancellation, and receipts (checkout issues them). */
@Module({
  imports: [AuthModule],
  controllers: [BillingController],
  providers: [BillingService, ReceiptsService],
  exports: [ReceiptsService],
})
export class BillingModule {}
