import type { ContactRequest } from '@northvault/contracts/api';

/** What the contact form holds while someone types: raw, untrimmed text. */
export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', company: '', phone: '', message: '' };

const REQUIRED_FIELDS = ['name', 'email', 'message'] as const;

/** Whitespace alone does not fill a required field: the server would refuse it anyway. */
export function hasRequiredFields(values: ContactFormValues): boolean {
  return REQUIRED_FIELDS.every((field) => values[field].trim() !== '');
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
