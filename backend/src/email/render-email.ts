import { apiKeyCreatedEmail, apiKeyRevokedEmail, apiKeyRolledEmail } from './api-key-emails';
import { contactReceivedEmail } from './contact-received-email';
import type { EmailJob } from './email-job';
import type { EmailContent } from './email-text';
import { newsletterConfirmationEmail } from './newsletter-confirmation-email';
import { paymentFailedEmail } from './payment-failed-email';
import { paymentReceiptEmail } from './payment-receipt-email';
import { sandboxLoginLockedEmail } from './sandbox-login-locked-email';
import { ticketOverdueEmail } from './ticket-overdue-email';
import { ticketReceivedEmail } from './ticket-received-email';
import { ticketReplyEmail } from './ticket-reply-email';
import { webhookDisabledEmail } from './webhook-disabled-email';

export function renderEmail(job: EmailJob, siteOrigin: string): EmailContent {
  switch (job.kind) {
    case 'ticket-received':
      return ticketReceivedEmail(job, siteOrigin);
    case 'ticket-reply':
      return ticketReplyEmail(job);
    case 'ticket-overdue':
      return ticketOverdueEmail(job);
    case 'contact-received':
      return contactReceivedEmail(job, siteOrigin);
    case 'api-key-created':
      return apiKeyCreatedEmail(job, siteOrigin);
    case 'api-key-rolled':
      return apiKeyRolledEmail(job, siteOrigin);
    case 'api-key-revoked':
      return apiKeyRevokedEmail(job, siteOrigin);
    case 'newsletter-confirmation':
      return newsletterConfirmationEmail(job, siteOrigin);
    case 'payment-receipt':
      return paymentReceiptEmail(job, siteOrigin);
    case 'payment-failed':
      return paymentFailedEmail(job, siteOrigin);
    case 'sandbox-login-locked':
      return sandboxLoginLockedEmail(job, siteOrigin);
    case 'webhook-disabled':
      return webhookDisabledEmail(job, siteOrigin);
  }
}
