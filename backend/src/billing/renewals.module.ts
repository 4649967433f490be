import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { RenewalsService } from './renewals.service';
import { RenewalsWorker } from './renewals.worker';

/** Renewals and dunning: the scheduled pass, and the overdue payment `Update card` makes. */
@Module({
  imports: [PaymentsModule],
  providers: [RenewalsService, RenewalsWorker],
  exports: [RenewalsService, PaymentsModule],
})
export class RenewalsModule {}
