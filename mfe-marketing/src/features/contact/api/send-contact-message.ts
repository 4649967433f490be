import { CONTACT_MESSAGES, type ContactRequest, type ContactResponse } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { submitForm } from '@northvault/ui/api-json';

/** POST /api/contact. Never throws: every failure comes back with a sentence to show. */
export function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  return submitForm(
    API_PATHS.contact,
    request,
    (body) =>
      body.success === true && typeof body.id === 'string'
        ? // Only an explicit false says the acknowledgement email was held back.
          { id: body.id, emailSent: body.emailSent !== false }
        : null,
    CONTACT_MESSAGES,
  );
}
