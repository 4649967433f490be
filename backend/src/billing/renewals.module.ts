import { Module } from '@nestjs/common';
import { PaymentGatewayModule } from '../checkout/payment-gateway.module';
import { ReceiptsService } from './receipts.service';
import { RenewalsService } from './renewals.service';
import { RenewalsWorker } from './renewals.worker';

/** Renewals and dunning: the scheduled pass, and the overdue payment `Update card` makes. */
@Module({
  imports: [PaymentGatewayModule],
  providers: [RenewalsService, RenewalsWorker, ReceiptsService],
  exports: [RenewalsService, PaymentGatewayModule],
})
export class RenewalsModule {}
