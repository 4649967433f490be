import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  API_KEY_OVERLAP_LABELS,
  API_KEY_OVERLAPS,
  type ApiKeyOverlap,
  type ApiKeySummary,
  type CreatedApiKeyResponse,
} from '@northvault/contracts/api-keys';
import { apiKeyRevokePath, apiKeyRollPath } from '@northvault/contracts/routes';
import { submitForm } from '@northvault/ui/api-json';
import { useSubmission } from '@northvault/ui/use-submission';
import { acceptCreatedKey } from '../utils/created-key';
import styles from './developers.module.css';

export const KEY_ACTION_MESSAGES = {
  rollFailed: 'The key could not be rolled. Please try again.',
  revokeFailed: 'The key could not be revoked. Please try again.',
  network: 'No connection to Northvault. Check your connection and try again.',
} as const;

/** The panel's heading takes the focus when it opens, so keyboard and screen reader users land on it. */
function useFocusedHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

interface RollProps {
  apiKey: ApiKeySummary;
  onRolled: (created: CreatedApiKeyResponse) => void;
  onCancel: () => void;
}

/** Roll: a new key now, the old one valid for the overlap chosen (24 hours unless changed). */
export function RollKeyPanel({ apiKey, onRolled, onCancel }: RollProps) {
  const heading = useFocusedHeading();
  const [overlap, setOverlap] = useState<ApiKeyOverlap>('24h');
  const { submission, submit } = useSubmission((request: { overlap: ApiKeyOverlap }) =>
    submitForm(apiKeyRollPath(apiKey.id), request, acceptCreatedKey, {
      failed: KEY_ACTION_MESSAGES.rollFailed,
      network: KEY_ACTION_MESSAGES.network,
    }),
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submit({ overlap });
    if (outcome?.success) onRolled({ key: outcome.key, secret: outcome.secret });
  }

  return (
    <section className={styles.panel} aria-labelledby="roll-key">
      <h3 id="roll-key" ref={heading} tabIndex={-1} className={styles.panelTitle}>
        Roll {apiKey.name} ({apiKey.prefix})
      </h3>
      <p className={styles.text}>
        A new key with the same name, scope and expiry replaces this one. Keep the old key working while you deploy the
        new one, or end it now.
      </p>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>When should the old key stop working?</legend>
          {API_KEY_OVERLAPS.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="overlap"
                value={value}
                checked={overlap === value}
                onChange={() => setOverlap(value)}
              />
              {API_KEY_OVERLAP_LABELS[value]}
            </label>
          ))}
        </fieldset>
        {submission.status === 'error' && (
          <p className={styles.error} role="alert">
            {submission.message}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={submission.status === 'sending'}>
            {submission.status === 'sending' ? 'Rolling…' : 'Roll key'}
          </button>
          <button type="button" className={`${styles.button} ${styles.secondaryButton}`} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}

interface RevokeProps {
  apiKey: ApiKeySummary;
  onRevoked: () => void;
  onCancel: () => void;
}

/** Revoke, after a confirmation: the key ends at once, and cannot be brought back. */
export function RevokeKeyPanel({ apiKey, onRevoked, onCancel }: RevokeProps) {
  const heading = useFocusedHeading();
  const { submission, submit } = useSubmission((_request: Record<string, never>) =>
    submitForm(apiKeyRevokePath(apiKey.id), {}, (body) => (body.key ? {} : null), {
      failed: KEY_ACTION_MESSAGES.revokeFailed,
      network: KEY_ACTION_MESSAGES.network,
    }),
  );

  async function revoke() {
    const outcome = await submit({});
    if (outcome?.success) onRevoked();
  }

  return (
    <section className={styles.panel} aria-labelledby="revoke-key">
      <h3 id="revoke-key" ref={heading} tabIndex={-1} className={styles.panelTitle}>
        Revoke {apiKey.name} ({apiKey.prefix})?
      </h3>
      <p className={styles.text}>
        Every call with this key is refused from the moment you revoke it. This cannot be undone.
      </p>
      {submission.status === 'error' && (
        <p className={styles.error} role="alert">
          {submission.message}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.button} ${styles.dangerButton}`}
          disabled={submission.status === 'sending'}
          onClick={() => void revoke()}
        >
          {submission.status === 'sending' ? 'Revoking…' : 'Revoke key'}
        </button>
        <button type="button" className={`${styles.button} ${styles.secondaryButton}`} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
