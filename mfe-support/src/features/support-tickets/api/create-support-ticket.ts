import type { SupportTicketRequest, SupportTicketResponse } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { SUPPORT_MESSAGES } from '@northvault/contracts/support';
import { submitForm } from '@northvault/ui/api-json';

/** POST /api/support. Never throws: every failure comes back with a sentence to show. */
export function createSupportTicket(request: SupportTicketRequest): Promise<SupportTicketResponse> {
  return submitForm(
    API_PATHS.support,
    request,
    (body) =>
      body.success === true && typeof body.ticketId === 'string'
        ? // Only an explicit false says the confirmation email was held back.
          { ticketId: body.ticketId, emailSent: body.emailSent !== false }
        : null,
    SUPPORT_MESSAGES,
  );
}
