import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/public';
import { RequestLogRetentionModule } from '../request-log/public';
import { SubscriptionsModule } from '../subscriptions/public';
import { AttachedRequests } from './customer/attached-requests';
import { CustomerReplyLimits } from './customer/customer-reply-limits';
import { CustomerTicketsController } from './customer/customer-tickets.controller';
import { CustomerTicketsService } from './customer/customer-tickets.service';
import { TicketAutoCloseModule } from './customer/ticket-auto-close.module';
import { TicketFollowUps } from './customer/ticket-follow-ups';
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
  imports: [AuthModule, SubscriptionsModule, RequestLogRetentionModule, OverdueTicketsModule, TicketAutoCloseModule],
  controllers: [SupportController, DeskController, InboundWebhookController, CustomerTicketsController],
  providers: [
    SupportTicketsService,
    DeskService,
    RecipientCaps,
    TicketReplyEmails,
    InboundEmails,
    InboundSmtpListener,
    CustomerTicketsService,
    CustomerReplyLimits,
    TicketFollowUps,
    AttachedRequests,
    { provide: TICKET_ID_GENERATOR, useValue: generateTicketId },
  ],
})
export class SupportModule {}
