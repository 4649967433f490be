import { type FormEvent, useId, useState } from 'react';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreateApiKeyRequest,
  type CreatedApiKeyResponse,
} from '@northvault/contracts/api-keys';
import { API_PATHS } from '@northvault/contracts/routes';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { submitForm } from '@northvault/ui/api-json';
import { useSubmission } from '@northvault/ui/use-submission';
import { acceptCreatedKey } from '../utils/created-key';
import styles from './developers.module.css';

export const CREATE_KEY_MESSAGES = {
  failed: 'The key could not be created. Please try again.',
  network: 'The key could not be created: no connection to Northvault. Check your connection and try again.',
} as const;

const SCOPE_HINTS: Readonly<Record<ApiKeyScope, string>> = {
  read_only: 'GET calls only: reports, dashboards, checks.',
  read_write: 'Every call your plan allows.',
};

interface Props {
  onCreated: (created: CreatedApiKeyResponse) => void;
}

/** Name, scope and an optional expiry date; the server's refusal is shown beside the field it names. */
export function CreateKeyForm({ onCreated }: Props) {
  const [keyName, setKeyName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read_only');
  const [expiresAt, setExpiresAt] = useState('');
  const ids = { keyName: useId(), expiresAt: useId(), error: useId() };
  const { submission, submit } = useSubmission((request: CreateApiKeyRequest) =>
    submitForm(API_PATHS.apiKeys, request, acceptCreatedKey, CREATE_KEY_MESSAGES),
  );
  const fields = submission.status === 'error' ? submission.fields : {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submit({ keyName, scope, ...(expiresAt ? { expiresAt } : {}) });
    if (outcome?.success) {
      setKeyName('');
      setExpiresAt('');
      onCreated({ key: outcome.key, secret: outcome.secret });
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="create-key">
      <h3 id="create-key" className={styles.panelTitle}>
        Create a key
      </h3>
      <label className={styles.label}>
        Name
        <input
          className={styles.input}
          value={keyName}
          maxLength={TEXT_LIMITS.apiKey.keyName}
          placeholder="CI pipeline"
          aria-invalid={fields.keyName !== undefined}
          aria-describedby={fields.keyName ? ids.keyName : undefined}
          onChange={(event) => setKeyName(event.target.value)}
        />
      </label>
      {fields.keyName && (
        <p id={ids.keyName} className={styles.fieldError}>
          {fields.keyName}
        </p>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Scope</legend>
        {API_KEY_SCOPES.map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" name="scope" value={value} checked={scope === value} onChange={() => setScope(value)} />
            <span>
              {API_KEY_SCOPE_LABELS[value]} <span className={styles.hint}>{SCOPE_HINTS[value]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label className={styles.label}>
        Expires on (optional)
        <input
          className={styles.input}
          type="date"
          value={expiresAt}
          aria-invalid={fields.expiresAt !== undefined}
          aria-describedby={fields.expiresAt ? ids.expiresAt : undefined}
          onChange={(event) => setExpiresAt(event.target.value)}
        />
        <span className={styles.hint}>
          The key stops working at the end of that day (UTC). Leave empty for no expiry.
        </span>
      </label>
      {fields.expiresAt && (
        <p id={ids.expiresAt} className={styles.fieldError}>
          {fields.expiresAt}
        </p>
      )}
      {submission.status === 'error' && (
        <p id={ids.error} className={styles.error} role="alert">
          {submission.message}
        </p>
      )}
      <button
        type="submit"
        className={styles.button}
        disabled={submission.status === 'sending' || keyName.trim() === ''}
      >
        {submission.status === 'sending' ? 'Creating…' : 'Create key'}
      </button>
    </form>
  );
}
