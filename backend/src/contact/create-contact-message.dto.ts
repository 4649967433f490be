import type { ContactRequest } from '@northvault/contracts/api';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { OptionalText, RequiredEmail, RequiredText } from '../http/field-rules';

const limits = TEXT_LIMITS.contact;

/** POST /api/contact. */
export class CreateContactMessageDto implements ContactRequest {
  @RequiredText({ maxLength: limits.name })
  name: string;

  @RequiredEmail({ maxLength: limits.email })
  email: string;

  @RequiredText({ maxLength: limits.message, multiline: true })
  message: string;

  @OptionalText({ maxLength: limits.company })
  company?: string;

  @OptionalText({ maxLength: limits.phone })
  phone?: string;
}
