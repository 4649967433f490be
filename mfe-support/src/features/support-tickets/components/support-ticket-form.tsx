import { NeedsJavaScript } from '@northvault/ui/needs-javascript';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ErrorSummary, FieldError, namesAnyField, useFormErrors } from '@northvault/ui/form-errors';
import { useFocusOnReturn } from '@northvault/ui/use-focus-on-return';
import { useSubmission } from '@northvault/ui/use-submission';
import { useHydrated } from '@northvault/ui/use-hydrated';
import { useSession } from '@northvault/session';
import {
  DEFAULT_SUPPORT_PRIORITY,
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  SUPPORT_RESPONSE_TARGETS,
} from '@northvault/contracts/support';
import { createSupportTicket } from '../api/create-support-ticket';
import {
  initialTicketFormValues,
  TICKET_FIELD_ORDER,
  ticketFormErrors,
  toSupportTicketRequest,
  type TicketField,
  type TicketFormValues,
} from '../utils/ticket-form-values';
import { CATEGORY_LABELS, PRIORITY_LABELS } from '../utils/ticket-option-labels';
import { FailedRequestField } from './failed-request-field';
import { TicketCreated } from './ticket-created';
import styles from './support-ticket-form.module.css';

/**
 * The support ticket form: idle → sending → success or error.
 * A signed-in user finds their name and email already filled in. Create Ticket is never disabled for
 * what is missing: a submit with problems marks each field and lists them at the top
 * (docs/product/messages.md#form-errors), and so does a refusal that names fields.
 */
export function SupportTicketForm() {
  const { user, isPending } = useSession();
  // Only what the visitor typed is state: the session may arrive after the form has rendered.
  const [edits, setEdits] = useState<Partial<TicketFormValues>>({});
  const { submission, submit, reset } = useSubmission(createSupportTicket);
  // Prerendered: until hydrated, the browser would send the form itself (a GET with every field in the address).
  const hydrated = useHydrated();
  const values: TicketFormValues = { ...initialTicketFormValues(user), ...edits };

  const { field: firstField, returning } = useFocusOnReturn<HTMLInputElement>(submission.status === 'idle');

  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const id = 'support-ticket';
  const fieldId = (field: TicketField) => `${id}-${field}`;
  const errors = useFormErrors(fieldId, TICKET_FIELD_ORDER);
  const submitting = submission.status === 'sending';
  // A refusal that named fields is shown on them (and goes as they are fixed); only a refusal about
  // no field of this form is shown as one sentence.
  const formError =
    submission.status === 'error' && !namesAnyField(submission.fields, TICKET_FIELD_ORDER) ? submission.message : null;

  function update(field: TicketField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setEdits((previous) => ({ ...previous, [field]: event.target.value }));
      errors.clear(field);
    };
  }

  /** Its id, name, value, change handler and error marks: what every field's control takes. */
  function control(field: TicketField, describedBy?: string) {
    return {
      id: fieldId(field),
      className: styles.control,
      name: field,
      value: values[field],
      onChange: update(field),
      ...errors.fieldProps(field, describedBy),
    };
  }

  const fieldError = (field: TicketField) => <FieldError id={errors.errorId(field)} message={errors.errorOf(field)} />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || errors.show(ticketFormErrors(values))) return;
    const result = await submit(toSupportTicketRequest(values));
    if (!result) return;
    if (result.success) setEdits({});
    else errors.show(result.fields ?? {});
  }

  if (submission.status === 'success') {
    return (
      <TicketCreated
        ticketId={submission.accepted.ticketId}
        emailSent={submission.accepted.emailSent}
        priority={submission.request.priority ?? DEFAULT_SUPPORT_PRIORITY}
        onCreateAnother={() => {
          returning();
          reset();
        }}
      />
    );
  }

  return (
    // noValidate: the browser's own bubbles would speak before, and unlike, the form's messages.
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <NeedsJavaScript />
      <ErrorSummary summary={errors.summary} className={styles.wide} />
      <p className={styles.note}>All fields are required unless marked optional.</p>

      <div className={styles.field}>
        <label htmlFor={fieldId('name')}>Name</label>
        <input ref={firstField} {...control('name')} autoComplete="name" aria-required="true" />
        {fieldError('name')}
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('email')}>Email</label>
        <input {...control('email')} type="email" autoComplete="email" aria-required="true" />
        {fieldError('email')}
      </div>

      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={fieldId('subject')}>Subject</label>
        <input {...control('subject')} aria-required="true" />
        {fieldError('subject')}
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('priority')}>Priority</label>
        <select {...control('priority')}>
          {SUPPORT_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {PRIORITY_LABELS[priority]} ({SUPPORT_RESPONSE_TARGETS[priority].label})
            </option>
          ))}
        </select>
        {fieldError('priority')}
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('category')}>Category</label>
        <select {...control('category')}>
          {SUPPORT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
        {fieldError('category')}
      </div>

      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={fieldId('accountId')}>
          Account ID <span className={styles.optional}>(optional)</span>
        </label>
        <input {...control('accountId', `${fieldId('accountId')}-hint`)} />
        {fieldError('accountId')}
        <p id={`${fieldId('accountId')}-hint`} className={styles.hint}>
          Add it if your question is about one account, so we can find it straight away.
        </p>
      </div>

      {/* Shown to everyone, in one box: a field that appeared as the session settled would push the page down. */}
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={fieldId('requestId')}>
          Failed request <span className={styles.optional}>(optional)</span>
        </label>
        <FailedRequestField
          session={isPending ? 'pending' : user ? 'signed-in' : 'signed-out'}
          {...control('requestId', `${fieldId('requestId')}-hint`)}
        />
        {fieldError('requestId')}
        <p id={`${fieldId('requestId')}-hint`} className={styles.hint}>
          Attach one of your last failed API calls, so we can read its request log entry.
        </p>
      </div>

      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={fieldId('message')}>Message</label>
        <textarea {...control('message')} rows={6} aria-required="true" />
        {fieldError('message')}
      </div>

      {formError !== null && (
        <p role="alert" className={`${styles.error} ${styles.wide}`}>
          {formError}
        </p>
      )}

      <div className={styles.wide}>
        <button type="submit" className={styles.submit} disabled={submitting || !hydrated}>
          {submitting ? 'Creating ticket…' : 'Create Ticket'}
        </button>
      </div>
    </form>
  );
}
