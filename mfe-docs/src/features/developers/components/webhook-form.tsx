import { type FormEvent, useId, useState } from 'react';
import { API_PATHS } from '@northvault/contracts/routes';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { webhookEndpointPath, type WebhookEndpointSummary } from '@northvault/contracts/webhooks';
import { webhookRequest } from '../utils/webhook-requests';
import styles from './developers.module.css';

export const WEBHOOK_FORM_MESSAGES = {
  addFailed: 'The endpoint could not be added. Please try again.',
  saveFailed: 'The endpoint could not be saved. Please try again.',
} as const;

interface Props {
  availableEvents: readonly string[];
  /** The endpoint to edit; none to add one. */
  endpoint?: WebhookEndpointSummary;
  /** After a save; `secret` is the new endpoint's signing secret. */
  onSaved: (secret: string | null) => void;
  onCancel?: () => void;
}

/** Add or edit an endpoint: URL, events and a note; the server's refusal shows beside the field it names. */
export function WebhookForm({ availableEvents, endpoint, onSaved, onCancel }: Props) {
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? []);
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const ids = { title: useId(), url: useId(), events: useId() };
  const fields = failure?.fields ?? {};

  const toggle = (name: string, on: boolean) =>
    setEvents((current) => (on ? [...current, name] : current.filter((event) => event !== name)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const payload = { url: url.trim(), events, description: description.trim() };
    const answer = endpoint
      ? await webhookRequest('PATCH', webhookEndpointPath(endpoint.id), WEBHOOK_FORM_MESSAGES.saveFailed, payload)
      : await webhookRequest('POST', API_PATHS.webhooks, WEBHOOK_FORM_MESSAGES.addFailed, payload);
    setSending(false);
    if (!answer.ok) {
      setFailure(answer);
      return;
    }
    setFailure(null);
    if (!endpoint) {
      setUrl('');
      setEvents([]);
      setDescription('');
    }
    onSaved(typeof answer.body.secret === 'string' ? answer.body.secret : null);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={ids.title}>
      <h3 id={ids.title} className={styles.panelTitle}>
        {endpoint ? `Edit ${endpoint.url}` : 'Add an endpoint'}
      </h3>
      <label className={styles.label}>
        Endpoint URL
        <input
          className={styles.input}
          type="url"
          value={url}
          maxLength={TEXT_LIMITS.sandboxWebhook.url}
          placeholder="https://example.com/webhooks/northvault"
          aria-invalid={fields.url !== undefined}
          aria-describedby={fields.url ? ids.url : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
      </label>
      {fields.url && (
        <p id={ids.url} className={styles.fieldError}>
          {fields.url}
        </p>
      )}
      <fieldset className={styles.fieldset} aria-describedby={fields.events ? ids.events : undefined}>
        <legend className={styles.legend}>Events</legend>
        {availableEvents.map((name) => (
          <label key={name} className={styles.choice}>
            <input type="checkbox" checked={events.includes(name)} onChange={(e) => toggle(name, e.target.checked)} />
            <code>{name}</code>
          </label>
        ))}
      </fieldset>
      {fields.events && (
        <p id={ids.events} className={styles.fieldError}>
          {fields.events}
        </p>
      )}
      <label className={styles.label}>
        Description (optional)
        <input
          className={styles.input}
          value={description}
          maxLength={TEXT_LIMITS.sandboxWebhook.description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </label>
      {failure && Object.keys(fields).length === 0 && (
        <p className={styles.error} role="alert">
          {failure.message}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={sending || url.trim() === '' || events.length === 0}>
          {endpoint ? (sending ? 'Saving…' : 'Save endpoint') : sending ? 'Adding…' : 'Add endpoint'}
        </button>
        {onCancel && (
          <button type="button" className={`${styles.button} ${styles.secondaryButton}`} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
