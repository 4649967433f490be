import type { SupportTicketRequest, SupportTicketResponse } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { SUPPORT_MESSAGES } from '@northvault/contracts/support';

/**
 * POST /api/support. Never throws: a refused connection, a proxy's HTML error page or a
 * validation error all come back as `{ success: false, error }` with a sentence to show.
 */
export async function createSupportTicket(request: SupportTicketRequest): Promise<SupportTicketResponse> {
  let response: Response;
  try {
    response = await fetch(API_PATHS.support, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { success: false, error: SUPPORT_MESSAGES.network };
  }

  const body = await readJson(response);
  if (response.ok && isRecord(body) && body.success === true && typeof body.ticketId === 'string') {
    return { success: true, ticketId: body.ticketId };
  }
  const serverError = isRecord(body) && typeof body.error === 'string' ? body.error.trim() : '';
  return { success: false, error: serverError || SUPPORT_MESSAGES.failed };
}

/** The parsed body, or `null` when it is not JSON (a gateway error page, an empty 502). */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
