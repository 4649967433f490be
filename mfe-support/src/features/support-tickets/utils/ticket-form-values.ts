import type { CurrentUser, SupportTicketRequest } from '@northvault/contracts/api';
import {
  DEFAULT_SUPPORT_CATEGORY,
  DEFAULT_SUPPORT_PRIORITY,
  type SupportCategory,
  type SupportPriority,
} from '@northvault/contracts/support';

/** What the ticket form holds while someone types: raw, untrimmed text. */
export interface TicketFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  priority: SupportPriority;
  category: SupportCategory;
  accountId: string;
}

export const EMPTY_TICKET_FORM: TicketFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
  priority: DEFAULT_SUPPORT_PRIORITY,
  category: DEFAULT_SUPPORT_CATEGORY,
  accountId: '',
};

const REQUIRED_FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** The form a visitor starts from: empty, or with a signed-in user's name and email filled in. */
export function initialTicketFormValues(user: CurrentUser | null): TicketFormValues {
  if (!user) return EMPTY_TICKET_FORM;
  return { ...EMPTY_TICKET_FORM, name: user.google_user_data.name ?? '', email: user.email };
}

/** Whitespace alone does not fill a required field: the server would refuse it anyway. */
export function hasRequiredFields(values: TicketFormValues): boolean {
  return REQUIRED_FIELDS.every((field) => values[field].trim() !== '');
}

/**
 * The request body: trimmed text, and no `accountId` at all when none was given
 * (docs/product/contact-and-support.md#support-ticket-form).
 */
export function toSupportTicketRequest(values: TicketFormValues): SupportTicketRequest {
  const accountId = values.accountId.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    priority: values.priority,
    category: values.category,
    ...(accountId === '' ? {} : { accountId }),
  };
}
