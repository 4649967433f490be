import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useFocusOnReturn } from '@northvault/ui/use-focus-on-return';
import { useSubmission } from '@northvault/ui/use-submission';
import buttons from '../../../components/buttons.module.css';
import form from '../../../components/form.module.css';
import { TextField } from '../../../components/text-field';
import { sendContactMessage } from '../api/send-contact-message';
import {
  EMPTY_CONTACT_FORM,
  hasRequiredFields,
  toContactRequest,
  type ContactFormValues,
} from '../utils/contact-form-values';
import { MessageSent } from './message-sent';
import styles from './contact-form.module.css';

/** The contact form (docs/product/contact-and-support.md#contact-form-states): idle → sending → success or error. */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const { submission, submit, reset } = useSubmission(sendContactMessage);

  const { field: firstField, returning } = useFocusOnReturn<HTMLInputElement>(submission.status === 'idle');

  const id = useId();
  const fieldId = (field: keyof ContactFormValues) => `${id}-${field}`;
  const sending = submission.status === 'sending';
  const canSend = !sending && hasRequiredFields(values);

  function update(field: keyof ContactFormValues) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((previous) => ({ ...previous, [field]: value }));
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSend) return;
    const result = await submit(toContactRequest(values));
    if (result?.success) setValues(EMPTY_CONTACT_FORM);
  }

  if (submission.status === 'success') {
    return (
      <MessageSent
        email={submission.request.email}
        onSendAnother={() => {
          returning();
          reset();
        }}
      />
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-busy={sending}>
      <p className={styles.note}>Name, email and message are required.</p>
      <TextField
        ref={firstField}
        id={fieldId('name')}
        name="name"
        label="Name"
        autoComplete="name"
        required
        value={values.name}
        onChange={update('name')}
      />
      <TextField
        id={fieldId('email')}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        value={values.email}
        onChange={update('email')}
      />
      <TextField
        id={fieldId('company')}
        name="company"
        label="Company"
        optional
        autoComplete="organization"
        value={values.company}
        onChange={update('company')}
      />
      <TextField
        id={fieldId('phone')}
        name="phone"
        type="tel"
        label="Phone"
        optional
        autoComplete="tel"
        value={values.phone}
        onChange={update('phone')}
      />
      <div className={`${form.field} ${styles.wide}`}>
        <label htmlFor={fieldId('message')} className={form.label}>
          Message
        </label>
        <textarea
          id={fieldId('message')}
          name="message"
          className={form.control}
          rows={5}
          required
          value={values.message}
          onChange={update('message')}
        />
      </div>

      {submission.status === 'error' && (
        <p role="alert" className={`${form.alert} ${styles.wide}`}>
          {submission.message}
        </p>
      )}

      <div className={styles.wide}>
        <button type="submit" className={`${buttons.primary} ${form.submit}`} disabled={!canSend}>
          {sending ? 'Sending…' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
