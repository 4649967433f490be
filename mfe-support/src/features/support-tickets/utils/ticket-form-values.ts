import type { CurrentUser, SupportTicketRequest } from '@northvault/contracts/api';
import { isValidEmail } from '@northvault/contracts/email';
import { fieldMessage } from '@northvault/contracts/field-messages';
import type { FieldErrors } from '@northvault/ui/form-errors';
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
  /** A failed /v1 request of the signed-in account to attach; '' for none. */
  requestId: string;
}

export const EMPTY_TICKET_FORM: TicketFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
  priority: DEFAULT_SUPPORT_PRIORITY,
  category: DEFAULT_SUPPORT_CATEGORY,
  accountId: '',
  requestId: '',
};

export type TicketField = keyof TicketFormValues;

/** The fields in the order the form shows them, which its error summary follows. */
export const TICKET_FIELD_ORDER: readonly TicketField[] = [
  'name',
  'email',
  'subject',
  'priority',
  'category',
  'accountId',
  'requestId',
  'message',
];

const REQUIRED_FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** The form a visitor starts from: empty, or with a signed-in user's name and email filled in. */
export function initialTicketFormValues(user: CurrentUser | null): TicketFormValues {
  if (!user) return EMPTY_TICKET_FORM;
  return { ...EMPTY_TICKET_FORM, name: user.google_user_data.name ?? '', email: user.email };
}

/**
 * What the form can tell before sending, in the server's own sentences: a required field left
 * empty (whitespace alone does not fill it) and an email the shared rule refuses.
 */
export function ticketFormErrors(values: TicketFormValues): FieldErrors<TicketField> {
  const errors: FieldErrors<TicketField> = {};
  for (const field of REQUIRED_FIELDS) {
    if (values[field].trim() === '') errors[field] = fieldMessage(field, { kind: 'missing' });
  }
  if (errors.email === undefined && !isValidEmail(values.email.trim())) {
    errors.email = fieldMessage('email', { kind: 'invalid-email' });
  }
  return errors;
}

/**
 * The request body: trimmed text, and no `accountId` or `requestId` at all when none was given
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
    ...(values.requestId === '' ? {} : { requestId: values.requestId }),
  };
}
