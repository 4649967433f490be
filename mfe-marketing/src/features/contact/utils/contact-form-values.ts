import type { ContactRequest } from '@northvault/contracts/api';
import { isValidEmail } from '@northvault/contracts/email';
import { fieldMessage } from '@northvault/contracts/field-messages';
import type { FieldErrors } from '@northvault/ui/form-errors';

/** What the contact form holds while someone types: raw, untrimmed text. */
export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', company: '', phone: '', message: '' };

export type ContactField = keyof ContactFormValues;

/** The fields in the order the form shows them, which its error summary follows. */
export const CONTACT_FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'company', 'phone', 'message'];

const REQUIRED_FIELDS = ['name', 'email', 'message'] as const;

/**
 * What the form can tell before sending, in the server's own sentences: a required field left
 * empty (whitespace alone does not fill it) and an email the shared rule refuses.
 */
export function contactFormErrors(values: ContactFormValues): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  for (const field of REQUIRED_FIELDS) {
    if (values[field].trim() === '') errors[field] = fieldMessage(field, { kind: 'missing' });
  }
  if (errors.email === undefined && !isValidEmail(values.email.trim())) {
    errors.email = fieldMessage('email', { kind: 'invalid-email' });
  }
  return errors;
}

/** The request body: trimmed text, with the optional company and phone left out when empty. */
export function toContactRequest(values: ContactFormValues): ContactRequest {
  const company = values.company.trim();
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    ...(company === '' ? {} : { company }),
    ...(phone === '' ? {} : { phone }),
  };
}
