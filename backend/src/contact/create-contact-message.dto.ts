import type { ContactRequest } from '@northvault/contracts/api';
import { OptionalText, RequiredEmail, RequiredText } from '../http/field-rules';

/** POST /api/contact (SPEC sections 5 and 7). */
export class CreateContactMessageDto implements ContactRequest {
  @RequiredText()
  name: string;

  @RequiredEmail()
  email: string;

  @RequiredText()
  message: string;

  @OptionalText()
  company?: string;

  @OptionalText()
  phone?: string;
}
