import { useEffect, useState } from 'react';
import {
  WEBHOOK_SECRET_REVEAL_SECONDS,
  webhookRevealSecretPath,
  webhookRollSecretPath,
  type WebhookEndpointSummary,
} from '@northvault/contracts/webhooks';
import { webhookRequest } from '../utils/webhook-requests';
import { readableTime } from './api-keys-panel';
import styles from './developers.module.css';

export const SECRET_MESSAGES = {
  revealFailed: 'The signing secret could not be shown. Please try again.',
  rollFailed: 'The signing secret could not be rolled. Please try again.',
} as const;

interface Props {
  endpoint: WebhookEndpointSummary;
  /** A secret the page already has (just created), shown at once. */
  initialSecret?: string;
  onRolled: () => void;
}

/**
 * The endpoint's signing secret on demand: `Reveal secret` shows it for 30 seconds, then it is
 * hidden again. `Roll secret` makes a new one; the old one still signs for 24 hours.
 */
export function WebhookSecret({ endpoint, initialSecret, onRolled }: Props) {
  const [shown, setShown] = useState<{ secret: string; rolled: boolean } | null>(
    initialSecret ? { secret: initialSecret, rolled: false } : null,
  );
  const [confirmRoll, setConfirmRoll] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (shown === null) return;
    const timer = setTimeout(() => setShown(null), WEBHOOK_SECRET_REVEAL_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [shown]);

  async function call(path: string, failed: string, rolled: boolean) {
    const answer = await webhookRequest('POST', path, failed);
    if (!answer.ok || typeof answer.body.secret !== 'string') {
      setError(answer.ok ? failed : answer.message);
      return;
    }
    setError('');
    setShown({ secret: answer.body.secret, rolled });
    if (rolled) {
      setConfirmRoll(false);
      onRolled();
    }
  }

  return (
    <div className={styles.secretBox}>
      {shown ? (
        <p className={styles.text} role="status">
          {shown.rolled ? 'New signing secret' : 'Signing secret'}:{' '}
          <code className={styles.prefix} aria-label="Signing secret">
            {shown.secret}
          </code>{' '}
          <span className={styles.hint}>Hidden again in {WEBHOOK_SECRET_REVEAL_SECONDS} seconds.</span>
        </p>
      ) : null}
      {endpoint.previousSecretEndsAt && (
        <p className={styles.hint}>
          The previous secret also signs deliveries until {readableTime(endpoint.previousSecretEndsAt)}.
        </p>
      )}
      <div className={styles.actions}>
        {shown ? (
          <button type="button" className={styles.rowButton} onClick={() => setShown(null)}>
            Hide secret
          </button>
        ) : (
          <button
            type="button"
            className={styles.rowButton}
            onClick={() => void call(webhookRevealSecretPath(endpoint.id), SECRET_MESSAGES.revealFailed, false)}
          >
            Reveal secret
          </button>
        )}
        {confirmRoll ? (
          <>
            <span className={styles.hint}>
              A new secret signs from now on; the current one also signs for 24 hours, so your receiver keeps working
              while you deploy the new one.
            </span>
            <button
              type="button"
              className={styles.rowButton}
              onClick={() => void call(webhookRollSecretPath(endpoint.id), SECRET_MESSAGES.rollFailed, true)}
            >
              Roll now
            </button>
            <button type="button" className={styles.rowButton} onClick={() => setConfirmRoll(false)}>
              Keep the secret
            </button>
          </>
        ) : (
          <button type="button" className={styles.rowButton} onClick={() => setConfirmRoll(true)}>
            Roll secret
          </button>
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
