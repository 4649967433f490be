import type { SupportTicketRequest, SupportTicketResponse } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { SUPPORT_MESSAGES } from '@northvault/contracts/support';
import { errorSentence, isRecord, postJson } from '@northvault/ui/api-json';

/**
 * POST /api/support. Never throws: a refused connection, a proxy's HTML error page or a
 * validation error all come back as `{ success: false, error }` with a sentence to show.
 */
export async function createSupportTicket(request: SupportTicketRequest): Promise<SupportTicketResponse> {
  const answer = await postJson(API_PATHS.support, request);
  if (answer === null) return { success: false, error: SUPPORT_MESSAGES.network };
  const { response, body } = answer;
  if (response.ok && isRecord(body) && body.success === true && typeof body.ticketId === 'string') {
    return { success: true, ticketId: body.ticketId };
  }
  return { success: false, error: errorSentence(body) || SUPPORT_MESSAGES.failed };
}
