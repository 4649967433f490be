import { useState } from 'react';
import {
  webhookResendPath,
  type WebhookDeliveryStatus,
  type WebhookDeliverySummary,
  type WebhookEndpointSummary,
} from '@northvault/contracts/webhooks';
import { useWebhookDeliveries } from '../hooks/use-webhooks';
import { webhookRequest } from '../utils/webhook-requests';
import { readableTime } from './api-keys-panel';
import { LoadStatus } from './load-status';
import styles from './developers.module.css';

export const RESEND_FAILED = 'The delivery could not be queued again. Please try again.';

const STATUS_TEXT: Readonly<Record<WebhookDeliveryStatus, string>> = {
  pending: 'Pending',
  succeeded: 'Delivered',
  failed: 'Failed',
  skipped: 'Not sent: endpoint disabled',
};

function attemptSummary(delivery: WebhookDeliverySummary) {
  if (delivery.attemptLog.length === 0) return <span>No attempt yet</span>;
  return (
    <ol className={styles.attempts}>
      {delivery.attemptLog.map((attempt) => (
        <li key={attempt.attemptedAt}>
          {readableTime(attempt.attemptedAt)}:{' '}
          {attempt.responseStatus === null ? 'no answer' : `HTTP ${attempt.responseStatus}`} in {attempt.latencyMs} ms
          {attempt.error && attempt.responseStatus === null ? ` (${attempt.error})` : ''}
          {attempt.responseBody ? (
            <pre className={styles.responseBody} aria-label="Response body (first 1 KB)">
              {attempt.responseBody}
            </pre>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

interface Props {
  endpoint: WebhookEndpointSummary;
  onClose: () => void;
}

/** An endpoint's latest deliveries: event, status, attempts with their answers, next retry, and `Resend`. */
export function WebhookDeliveries({ endpoint, onClose }: Props) {
  const { state, reload } = useWebhookDeliveries(endpoint.id);
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);

  async function resend(delivery: WebhookDeliverySummary) {
    const answer = await webhookRequest('POST', webhookResendPath(delivery.id), RESEND_FAILED);
    setNotice(
      answer.ok
        ? { error: false, text: `${delivery.eventId} is queued again with the same event id.` }
        : { error: true, text: answer.message },
    );
    reload();
  }

  return (
    <section className={styles.panel} aria-labelledby={`deliveries-${endpoint.id}`}>
      <h3 id={`deliveries-${endpoint.id}`} className={styles.panelTitle}>
        Deliveries to {endpoint.url}
      </h3>
      <div className={styles.actions}>
        <button type="button" className={styles.rowButton} onClick={reload}>
          Refresh
        </button>
        <button type="button" className={styles.rowButton} onClick={onClose}>
          Close
        </button>
      </div>
      {notice && (
        <p className={notice.error ? styles.error : styles.text} role={notice.error ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <LoadStatus state={state} loading="Loading the deliveries…" />
      {state.status === 'loaded' &&
        (state.value.deliveries.length === 0 ? (
          <p className={styles.text}>Nothing was delivered to this endpoint yet. Send a test event to try it.</p>
        ) : (
          <table className={styles.deliveries}>
            <caption className={styles.srOnly}>Deliveries to {endpoint.url}</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Next retry</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {state.value.deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <th scope="row">
                    <code>{delivery.eventType}</code>
                    <br />
                    <span className={styles.prefix}>{delivery.eventId}</span>
                    <br />
                    <span className={styles.hint}>{readableTime(delivery.createdAt)}</span>
                  </th>
                  <td>{STATUS_TEXT[delivery.status]}</td>
                  <td>
                    {delivery.attempts}
                    {attemptSummary(delivery)}
                  </td>
                  <td>{delivery.nextRetryAt ? readableTime(delivery.nextRetryAt) : '—'}</td>
                  <td>
                    <button
                      type="button"
                      className={styles.rowButton}
                      aria-label={`Resend ${delivery.eventId}`}
                      disabled={endpoint.disabled}
                      onClick={() => void resend(delivery)}
                    >
                      Resend
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
