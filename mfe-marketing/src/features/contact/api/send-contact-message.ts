import { CONTACT_MESSAGES, type ContactRequest, type ContactResponse } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';

/**
 * POST /api/contact. Never throws: a refused connection, a proxy's HTML error page or a
 * validation error all come back as `{ success: false, error }` with a sentence to show (SPEC section 8).
 */
export async function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  let response: Response;
  try {
    response = await fetch(API_PATHS.contact, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { success: false, error: CONTACT_MESSAGES.network };
  }

  const body = await readJson(response);
  if (response.ok && isRecord(body) && body.success === true && typeof body.id === 'string') {
    return { success: true, id: body.id };
  }
  const serverError = isRecord(body) && typeof body.error === 'string' ? body.error.trim() : '';
  return { success: false, error: serverError || CONTACT_MESSAGES.failed };
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
