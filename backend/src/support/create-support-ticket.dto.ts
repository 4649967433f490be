import {
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  type SupportCategory,
  type SupportPriority,
} from '@northvault/contracts/support';
import type { SupportTicketRequest } from '@northvault/contracts/api';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { OptionalOneOf, OptionalText, RequiredEmail, RequiredText } from '../http/field-rules';

const limits = TEXT_LIMITS.support;

/** POST /api/support. */
export class CreateSupportTicketDto implements SupportTicketRequest {
  @RequiredText({ maxLength: limits.name })
  name: string;

  @RequiredEmail({ maxLength: limits.email })
  email: string;

  @RequiredText({ maxLength: limits.subject })
  subject: string;

  @RequiredText({ maxLength: limits.message, multiline: true })
  message: string;

  @OptionalOneOf(SUPPORT_PRIORITIES)
  priority?: SupportPriority;

  @OptionalOneOf(SUPPORT_CATEGORIES)
  category?: SupportCategory;

  @OptionalText({ maxLength: limits.accountId })
  accountId?: string;

  @OptionalText({ maxLength: limits.requestId })
  requestId?: string;
}
