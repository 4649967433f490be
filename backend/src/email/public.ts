/**
 * What other features use of email: the outbox that queues an email with its cause, the receipt's
 * job, and the caps on emails to addresses the site has not verified (each feature that sends to
 * one provides RecipientCaps itself; the worker process has no throttler storage).
 */
export { EmailOutbox } from './email-outbox';
export { paymentReceipt } from './payment-receipt-job';
export { RecipientCaps } from './recipient-caps';
