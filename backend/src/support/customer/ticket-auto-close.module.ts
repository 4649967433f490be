import { Module } from '@nestjs/common';
import { JobsModule } from '../../jobs/jobs.module';
import { TICKET_AUTO_CLOSE_QUEUE } from './ticket-auto-close-job';
import { TicketAutoClose, TicketAutoCloseWorker } from './ticket-auto-close';

/** The hourly auto-close of solved tickets (also run by `npm run worker`). */
@Module({
  imports: [JobsModule.forFeature([TICKET_AUTO_CLOSE_QUEUE])],
  providers: [TicketAutoClose, TicketAutoCloseWorker],
  exports: [TicketAutoClose],
})
export class TicketAutoCloseModule {}
