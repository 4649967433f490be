import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { OVERDUE_TICKETS_QUEUE } from './overdue-tickets-job';
import { OverdueTickets } from './overdue-tickets';
import { OverdueTicketsWorker } from './overdue-tickets.worker';

/** The every-minute overdue pass of support tickets (also run by `npm run worker`). */
@Module({
  imports: [JobsModule.forFeature([OVERDUE_TICKETS_QUEUE])],
  providers: [OverdueTickets, OverdueTicketsWorker],
  exports: [OverdueTickets],
})
export class OverdueTicketsModule {}
