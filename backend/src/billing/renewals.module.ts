import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { PaymentsModule } from '../payments/public';
import { RENEWALS_QUEUE } from './renewals-job';
import { RenewalsService } from './renewals.service';
import { RenewalsWorker } from './renewals.worker';

/** Renewals and dunning: the scheduled pass, and the overdue payment `Update card` makes. */
@Module({
  imports: [JobsModule.forFeature([RENEWALS_QUEUE]), PaymentsModule],
  providers: [RenewalsService, RenewalsWorker],
  exports: [RenewalsService, PaymentsModule],
})
export class RenewalsModule {}
