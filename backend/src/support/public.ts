/**
 * What the rest of the backend uses of support: the inbound SMTP listener main.ts starts, and the overdue pass and
 * the auto-close the worker process runs.
 */
export { InboundSmtpListener } from './email/inbound-smtp-listener';
export { OverdueTicketsModule } from './overdue-tickets.module';
export { TicketAutoCloseModule } from './customer/ticket-auto-close.module';
