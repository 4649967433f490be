import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/public';
import { DeskController } from './desk/desk.controller';
import { DeskService } from './desk/desk.service';
import { RecipientCaps } from '../email/public';
import { SupportController } from './support.controller';
import { SupportTicketsService } from './support-tickets.service';
import { generateTicketId, TICKET_ID_GENERATOR } from './ticket-id';

@Module({
  imports: [AuthModule],
  controllers: [SupportController, DeskController],
  providers: [
    SupportTicketsService,
    DeskService,
    RecipientCaps,
    { provide: TICKET_ID_GENERATOR, useValue: generateTicketId },
  ],
})
export class SupportModule {}
