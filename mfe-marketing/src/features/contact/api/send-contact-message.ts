import { CONTACT_MESSAGES, type ContactRequest, type ContactResponse } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { errorSentence, isRecord, postJson } from '@northvault/ui/api-json';

/**
 * POST /api/contact. Never throws: a refused connection, a proxy's HTML error page or a
 * validation error all come back as `{ success: false, error }` with a sentence to show (SPEC section 8).
 */
export async function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  const answer = await postJson(API_PATHS.contact, request);
  if (answer === null) return { success: false, error: CONTACT_MESSAGES.network };
  const { response, body } = answer;
  if (response.ok && isRecord(body) && body.success === true && typeof body.id === 'string') {
    return { success: true, id: body.id };
  }
  return { success: false, error: errorSentence(body) || CONTACT_MESSAGES.failed };
}
