import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/public';
import { DeskController } from './desk/desk.controller';
import { DeskService } from './desk/desk.service';
import { RecipientCaps } from '../email/public';
import { InboundEmails } from './email/inbound-emails';
import { InboundSmtpListener } from './email/inbound-smtp-listener';
import { InboundWebhookController } from './email/inbound-webhook.controller';
import { TicketReplyEmails } from './email/ticket-reply-emails';
import { OverdueTicketsModule } from './overdue-tickets.module';
import { SupportController } from './support.controller';
import { SupportTicketsService } from './support-tickets.service';
import { generateTicketId, TICKET_ID_GENERATOR } from './ticket-id';

@Module({
  imports: [AuthModule, OverdueTicketsModule],
  controllers: [SupportController, DeskController, InboundWebhookController],
  providers: [
    SupportTicketsService,
    DeskService,
    RecipientCaps,
    TicketReplyEmails,
    InboundEmails,
    InboundSmtpListener,
    { provide: TICKET_ID_GENERATOR, useValue: generateTicketId },
  ],
})
export class SupportModule {}
