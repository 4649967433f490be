import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/public';
import { RecipientCaps } from '../email/public';
import { SupportController } from './support.controller';
import { SupportTicketsService } from './support-tickets.service';
import { generateTicketId, TICKET_ID_GENERATOR } from './ticket-id';

@Module({
  imports: [AuthModule],
  controllers: [SupportController],
  providers: [SupportTicketsService, RecipientCaps, { provide: TICKET_ID_GENERATOR, useValue: generateTicketId }],
})
export class SupportModule {}
