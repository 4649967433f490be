import { NeedsJavaScript } from '@northvault/ui/needs-javascript';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ErrorSummary, FieldError, namesAnyField, useFormErrors } from '@northvault/ui/form-errors';
import { useFocusOnReturn } from '@northvault/ui/use-focus-on-return';
import { useSubmission } from '@northvault/ui/use-submission';
import { useHydrated } from '@northvault/ui/use-hydrated';
import buttons from '@northvault/ui/buttons.module.css';
import form from '../../../components/form.module.css';
import { TextField } from '../../../components/text-field';
import { sendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_FIELD_ORDER,
  contactFormErrors,
  EMPTY_CONTACT_FORM,
  toContactRequest,
  type ContactField,
  type ContactFormValues,
} from '../utils/contact-form-values';
import { MessageSent } from './message-sent';
import styles from './contact-form.module.css';

/**
 * The contact form (docs/product/contact-and-support.md#contact-form-states): idle → sending → success or
 * error. Send Message is never disabled for what is missing: a send with problems marks each field and
 * lists them at the top (docs/product/messages.md#form-errors), and so does a refusal that names fields.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const { submission, submit, reset } = useSubmission(sendContactMessage);
  // Prerendered: until hydrated, the browser would send the form itself (a GET with every field in the address).
  const hydrated = useHydrated();

  const { field: firstField, returning } = useFocusOnReturn<HTMLInputElement>(submission.status === 'idle');

  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const id = 'contact';
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errors = useFormErrors(fieldId, CONTACT_FIELD_ORDER);
  const sending = submission.status === 'sending';
  // A refusal that named fields is shown on them (and goes as they are fixed); only a refusal about
  // no field of this form is shown as one sentence.
  const formError =
    submission.status === 'error' && !namesAnyField(submission.fields, CONTACT_FIELD_ORDER) ? submission.message : null;

  function update(field: ContactField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((previous) => ({ ...previous, [field]: value }));
      errors.clear(field);
    };
  }

  /** Its id, value, change handler and error marks: what every field's control takes. */
  function control(field: ContactField) {
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      onChange: update(field),
      ...errors.fieldProps(field),
    };
  }

  const fieldError = (field: ContactField) => <FieldError id={errors.errorId(field)} message={errors.errorOf(field)} />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || errors.show(contactFormErrors(values))) return;
    const result = await submit(toContactRequest(values));
    if (!result) return;
    if (result.success) setValues(EMPTY_CONTACT_FORM);
    else errors.show(result.fields ?? {});
  }

  if (submission.status === 'success') {
    return (
      <MessageSent
        email={submission.request.email}
        emailSent={submission.accepted.emailSent}
        onSendAnother={() => {
          returning();
          reset();
        }}
      />
    );
  }

  return (
    // noValidate: the browser's own bubbles would speak before, and unlike, the form's messages.
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <NeedsJavaScript />
      <ErrorSummary summary={errors.summary} className={styles.wide} />
      <p className={styles.note}>Name, email and message are required.</p>
      <TextField
        ref={firstField}
        {...control('name')}
        label="Name"
        autoComplete="name"
        aria-required="true"
        error={fieldError('name')}
      />
      <TextField
        {...control('email')}
        type="email"
        label="Email"
        autoComplete="email"
        aria-required="true"
        error={fieldError('email')}
      />
      <TextField
        {...control('company')}
        label="Company"
        optional
        autoComplete="organization"
        error={fieldError('company')}
      />
      <TextField
        {...control('phone')}
        type="tel"
        label="Phone"
        optional
        autoComplete="tel"
        error={fieldError('phone')}
      />
      <div className={`${form.field} ${styles.wide}`}>
        <label htmlFor={fieldId('message')} className={form.label}>
          Message
        </label>
        <textarea {...control('message')} className={form.control} rows={5} aria-required="true" />
        {fieldError('message')}
      </div>

      {formError !== null && (
        <p role="alert" className={`${form.alert} ${styles.wide}`}>
          {formError}
        </p>
      )}

      <div className={styles.wide}>
        <button type="submit" className={`${buttons.primary} ${form.submit}`} disabled={sending || !hydrated}>
          {sending ? 'Sending…' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
