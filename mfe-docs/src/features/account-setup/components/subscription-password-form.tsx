import { type FormEvent, useId, useState } from 'react';
import { API_PATHS } from '@northvault/contracts/routes';
import { SUBSCRIPTION_PASSWORD_MESSAGES, SUBSCRIPTION_PASSWORD_RULES } from '@northvault/contracts/sandbox';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { submitForm } from '@northvault/ui/api-json';
import { useSubmission } from '@northvault/ui/use-submission';
import styles from './account-setup-view.module.css';

export const PASSWORD_FORM_MESSAGES = {
  failed: 'The password could not be saved. Please try again.',
  network: 'The password could not be saved: no connection to Northvault. Check your connection and try again.',
} as const;

interface Props {
  passwordSet: boolean;
  onSaved: () => void;
}

/** Sets or changes the subscription password; a refusal shows the server's reason. */
export function SubscriptionPasswordForm({ passwordSet, onSaved }: Props) {
  const [password, setPassword] = useState('');
  const hintId = useId();
  const { submission, submit } = useSubmission((request: { password: string }) =>
    submitForm(API_PATHS.subscriptionPassword, request, () => ({}), PASSWORD_FORM_MESSAGES),
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submit({ password });
    if (outcome?.success) {
      setPassword('');
      onSaved();
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <label className={styles.label}>
        {passwordSet ? 'New subscription password' : 'Subscription password'}
        <input
          className={styles.input}
          type="password"
          autoComplete="new-password"
          value={password}
          maxLength={TEXT_LIMITS.accountSetup.password}
          aria-describedby={hintId}
          aria-invalid={submission.status === 'error'}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <p id={hintId} className={styles.hint}>
        At least {SUBSCRIPTION_PASSWORD_RULES.minLength} characters and hard to guess: a few unrelated words work well.
        It is checked for strength when you save it.
      </p>
      {submission.status === 'error' && (
        <p className={styles.error} role="alert">
          {submission.message}
        </p>
      )}
      {submission.status === 'success' && (
        <p className={styles.saved} role="status">
          {SUBSCRIPTION_PASSWORD_MESSAGES.saved}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={submission.status === 'sending' || password === ''}>
        {submission.status === 'sending' ? 'Saving…' : passwordSet ? 'Change password' : 'Set password'}
      </button>
    </form>
  );
}
