/** What other features use of email: the outbox that queues an email with its cause, and the receipt's job. */
export { EmailOutbox } from './email-outbox';
export { paymentReceipt } from './payment-receipt-job';
