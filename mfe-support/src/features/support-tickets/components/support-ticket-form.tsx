import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useFocusOnReturn } from '@northvault/ui/use-focus-on-return';
import { useSubmission } from '@northvault/ui/use-submission';
import { useSession } from '@northvault/session';
import {
  DEFAULT_SUPPORT_PRIORITY,
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  SUPPORT_RESPONSE_TARGETS,
} from '@northvault/contracts/support';
import { createSupportTicket } from '../api/create-support-ticket';
import {
  hasRequiredFields,
  initialTicketFormValues,
  toSupportTicketRequest,
  type TicketFormValues,
} from '../utils/ticket-form-values';
import { CATEGORY_LABELS, PRIORITY_LABELS } from '../utils/ticket-option-labels';
import { TicketCreated } from './ticket-created';
import styles from './support-ticket-form.module.css';

/**
 * The support ticket form: idle → sending → success or error.
 * A signed-in user finds their name and email already filled in.
 */
export function SupportTicketForm() {
  const { user } = useSession();
  // Only what the visitor typed is state: the session may arrive after the form has rendered.
  const [edits, setEdits] = useState<Partial<TicketFormValues>>({});
  const { submission, submit, reset } = useSubmission(createSupportTicket);
  const values: TicketFormValues = { ...initialTicketFormValues(user), ...edits };

  const { field: firstField, returning } = useFocusOnReturn<HTMLInputElement>(submission.status === 'idle');

  const id = useId();
  const fieldId = (field: keyof TicketFormValues) => `${id}-${field}`;
  const submitting = submission.status === 'sending';
  const canSubmit = !submitting && hasRequiredFields(values);

  function update(field: keyof TicketFormValues) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setEdits((previous) => ({ ...previous, [field]: event.target.value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const result = await submit(toSupportTicketRequest(values));
    if (result?.success) setEdits({});
  }

  if (submission.status === 'success') {
    return (
      <TicketCreated
        ticketId={submission.accepted.ticketId}
        priority={submission.request.priority ?? DEFAULT_SUPPORT_PRIORITY}
        onCreateAnother={() => {
          returning();
          reset();
        }}
      />
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-busy={submitting}>
      <p className={styles.note}>All fields are required unless marked optional.</p>

      <div className={styles.field}>
        <label htmlFor={fieldId('name')}>Name</label>
        <input
          ref={firstField}
          id={fieldId('name')}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={update('name')}
        />
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('email')}>Email</label>
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={update('email')}
        />
      </div>

      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={fieldId('subject')}>Subject</label>
        <input id={fieldId('subject')} name="subject" required value={values.subject} onChange={update('subject')} />
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('priority')}>Priority</label>
        <select id={fieldId('priority')} name="priority" value={values.priority} onChange={update('priority')}>
          {SUPPORT_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {PRIORITY_LABELS[priority]} ({SUPPORT_RESPONSE_TARGETS[priority].label})
            </option>
          ))}
        </select>
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('category')}>Category</label>
        <select id={fieldId('category')} name="category" value={values.category} onChange={update('category')}>
          {SUPPORT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>

      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={fieldId('accountId')}>
          Account ID <span className={styles.optional}>(optional)</span>
        </label>
        <input
          id={fieldId('accountId')}
          name="accountId"
          aria-describedby={`${fieldId('accountId')}-hint`}
          value={values.accountId}
          onChange={update('accountId')}
        />
        <p id={`${fieldId('accountId')}-hint`} className={styles.hint}>
          Add it if your question is about one account, so we can find it straight away.
        </p>
      </div>

      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={fieldId('message')}>Message</label>
        <textarea
          id={fieldId('message')}
          name="message"
          rows={6}
          required
          value={values.message}
          onChange={update('message')}
        />
      </div>

      {submission.status === 'error' && (
        <p role="alert" className={`${styles.error} ${styles.wide}`}>
          {submission.message}
        </p>
      )}

      <div className={styles.wide}>
        <button type="submit" className={styles.submit} disabled={!canSubmit}>
          {submitting ? 'Creating ticket…' : 'Create Ticket'}
        </button>
      </div>
    </form>
  );
}
