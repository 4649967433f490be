/** What other parts of the app use of support: the module the worker process runs for the auto-close. */
export { TicketAutoCloseModule } from './customer/ticket-auto-close.module';
