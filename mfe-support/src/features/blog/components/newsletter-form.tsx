import { NeedsJavaScript } from '@northvault/ui/needs-javascript';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EMAIL_CAPPED_MESSAGES, isValidEmail } from '@northvault/contracts/email';
import { fieldMessage } from '@northvault/contracts/field-messages';
import { NEWSLETTER_MESSAGES } from '@northvault/contracts/newsletter';
import { ErrorSummary, FieldError, namesAnyField, useFormErrors } from '@northvault/ui/form-errors';
import { useSubmission } from '@northvault/ui/use-submission';
import { useHydrated } from '@northvault/ui/use-hydrated';
import { signUpForNewsletter } from '../api/newsletter';
import styles from './newsletter-form.module.css';

const FIELDS = ['email'] as const;

/**
 * The newsletter sign-up, with double opt-in (docs/product/contact-and-support.md#newsletter-form): the
 * server emails a confirmation link and stores nothing; the reader joins the list by opening it.
 */
export function NewsletterForm() {
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const id = 'newsletter';
  const [email, setEmail] = useState('');
  const { submission, submit } = useSubmission(signUpForNewsletter);
  // Prerendered: until hydrated, the browser would send the form itself (a GET with the address in the URL).
  const hydrated = useHydrated();
  const errors = useFormErrors(() => `${id}-email`, FIELDS);
  const sent = useRef<HTMLParagraphElement>(null);
  const sending = submission.status === 'sending';
  const formError =
    submission.status === 'error' && !namesAnyField(submission.fields, FIELDS) ? submission.message : null;

  useEffect(() => {
    if (submission.status === 'success') sent.current?.focus();
  }, [submission.status]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    const problem =
      address === ''
        ? fieldMessage('email', { kind: 'missing' })
        : isValidEmail(address)
          ? undefined
          : fieldMessage('email', { kind: 'invalid-email' });
    if (sending || errors.show({ email: problem })) return;
    const result = await submit(address);
    if (result && !result.success) errors.show(result.fields ?? {});
  }

  return (
    <section className={styles.band} aria-labelledby={`${id}-heading`}>
      <div className={styles.text}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          The Northvault newsletter
        </h2>
        <p className={styles.lead}>
          New articles on banking APIs, white-label launches and integrations, written by the team that builds the
          platform.
        </p>
      </div>
      {submission.status === 'success' ? (
        <p ref={sent} role="status" tabIndex={-1} className={styles.sent}>
          {submission.accepted.emailSent ? NEWSLETTER_MESSAGES.checkInbox : EMAIL_CAPPED_MESSAGES.newsletter}
        </p>
      ) : (
        // noValidate: the browser's own bubbles would speak before, and unlike, the form's messages.
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={sending}>
          <NeedsJavaScript />
          <ErrorSummary summary={errors.summary} className={styles.summary} />
          <label htmlFor={`${id}-email`} className={styles.label}>
            Email address
          </label>
          <div className={styles.row}>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              className={styles.input}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                errors.clear('email');
              }}
              {...errors.fieldProps('email')}
            />
            <button type="submit" className={styles.button} disabled={sending || !hydrated}>
              {sending ? 'Subscribing…' : 'Subscribe'}
            </button>
          </div>
          <FieldError id={errors.errorId('email')} message={errors.errorOf('email')} className={styles.fieldError} />
          {formError !== null && (
            <p role="alert" className={styles.fieldError}>
              {formError}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
