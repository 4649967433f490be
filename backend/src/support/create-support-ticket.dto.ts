import {
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  type SupportCategory,
  type SupportPriority,
} from '@northvault/contracts/support';
import type { SupportTicketRequest } from '@northvault/contracts/api';
import { OptionalOneOf, OptionalText, RequiredEmail, RequiredText } from '../http/field-rules';

/** POST /api/support (SPEC sections 3, 5 and 7). No length bounds beyond the body limit. */
export class CreateSupportTicketDto implements SupportTicketRequest {
  @RequiredText()
  name: string;

  @RequiredEmail()
  email: string;

  @RequiredText()
  subject: string;

  @RequiredText()
  message: string;

  @OptionalOneOf(SUPPORT_PRIORITIES)
  priority?: SupportPriority;

  @OptionalOneOf(SUPPORT_CATEGORIES)
  category?: SupportCategory;

  @OptionalText()
  accountId?: string;
}
