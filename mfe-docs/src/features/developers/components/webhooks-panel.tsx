import { useState } from 'react';
import { Link } from 'react-router-dom';
import { landingSectionPath } from '@northvault/contracts/routes';
import { WEBHOOK_SIGNATURE_HEADER } from '@northvault/contracts/webhook-signature';
import { webhookEndpointPath, webhookTestEventPath, type WebhookEndpointSummary } from '@northvault/contracts/webhooks';
import { useWebhookEndpoints } from '../hooks/use-webhooks';
import { webhookRequest } from '../utils/webhook-requests';
import { LoadStatus } from './load-status';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';
import { WebhookSecret } from './webhook-secret';
import styles from './developers.module.css';

export const WEBHOOK_ACTION_MESSAGES = {
  testFailed: 'The test event could not be sent. Please try again.',
  toggleFailed: 'The endpoint could not be changed. Please try again.',
  deleteFailed: 'The endpoint could not be deleted. Please try again.',
} as const;

function statusText(endpoint: WebhookEndpointSummary): string {
  if (!endpoint.disabled) return 'Enabled';
  return endpoint.disabledReason === 'failing' ? 'Disabled: every delivery failed for 3 days' : 'Disabled';
}

type Open = { kind: 'none' } | { kind: 'edit' | 'deliveries' | 'delete'; id: string };

/**
 * The Webhooks tab (docs/product/api.md#the-webhooks-tab): the account's endpoints with their events
 * and status; add, edit, disable or enable, delete; the signing secret on demand and its roll; a test
 * event; and each endpoint's deliveries with `Resend`.
 */
export function WebhooksPanel() {
  const { state, reload } = useWebhookEndpoints();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [created, setCreated] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);

  if (state.status !== 'loaded') {
    return (
      <>
        <LoadStatus state={state} loading="Loading your webhook endpoints…" />
        {state.status === 'failed' && (
          <Link className={styles.link} to={landingSectionPath('pricing')}>
            Choose a plan
          </Link>
        )}
      </>
    );
  }

  const { endpoints, availableEvents } = state.value;
  const isOpen = (kind: Open['kind'], id: string) => open.kind === kind && 'id' in open && open.id === id;

  async function act(request: Promise<Awaited<ReturnType<typeof webhookRequest>>>, success: string) {
    const answer = await request;
    setNotice(answer.ok ? { error: false, text: success } : { error: true, text: answer.message });
    reload();
    return answer.ok;
  }

  return (
    <>
      <p className={styles.text}>
        Each delivery is a signed POST: check its <code>{WEBHOOK_SIGNATURE_HEADER}</code> header with the endpoint’s
        signing secret, and deduplicate on the event id, which a resend keeps.
      </p>
      {notice && (
        <p className={notice.error ? styles.error : styles.text} role={notice.error ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <section className={styles.section} aria-labelledby="your-endpoints">
        <h2 id="your-endpoints" className={styles.sectionTitle}>
          Your endpoints
        </h2>
        {endpoints.length === 0 && <p className={styles.text}>You have no webhook endpoints yet.</p>}
        {endpoints.map((endpoint) => (
          <article key={endpoint.id} className={styles.endpoint} aria-labelledby={`endpoint-${endpoint.id}`}>
            <h3 id={`endpoint-${endpoint.id}`} className={styles.endpointTitle}>
              {endpoint.url}
            </h3>
            <dl className={styles.details}>
              <dt>Events</dt>
              <dd>{endpoint.events.join(', ')}</dd>
              <dt>Status</dt>
              <dd>{statusText(endpoint)}</dd>
              {endpoint.description && (
                <>
                  <dt>Description</dt>
                  <dd>{endpoint.description}</dd>
                </>
              )}
            </dl>
            <WebhookSecret
              endpoint={endpoint}
              initialSecret={created !== null && endpoints.at(-1)?.id === endpoint.id ? created : undefined}
              onRolled={reload}
            />
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.rowButton}
                disabled={endpoint.disabled}
                onClick={() =>
                  void act(
                    webhookRequest('POST', webhookTestEventPath(endpoint.id), WEBHOOK_ACTION_MESSAGES.testFailed),
                    `A ping event is on its way to ${endpoint.url}.`,
                  ).then((ok) => ok && setOpen({ kind: 'deliveries', id: endpoint.id }))
                }
              >
                Send test event
              </button>
              <button
                type="button"
                className={styles.rowButton}
                aria-expanded={isOpen('deliveries', endpoint.id)}
                onClick={() =>
                  setOpen(
                    isOpen('deliveries', endpoint.id) ? { kind: 'none' } : { kind: 'deliveries', id: endpoint.id },
                  )
                }
              >
                Deliveries
              </button>
              <button
                type="button"
                className={styles.rowButton}
                onClick={() => setOpen({ kind: 'edit', id: endpoint.id })}
              >
                Edit
              </button>
              <button
                type="button"
                className={styles.rowButton}
                onClick={() =>
                  void act(
                    webhookRequest('PATCH', webhookEndpointPath(endpoint.id), WEBHOOK_ACTION_MESSAGES.toggleFailed, {
                      disabled: !endpoint.disabled,
                    }),
                    endpoint.disabled ? `${endpoint.url} is enabled again.` : `${endpoint.url} is disabled.`,
                  )
                }
              >
                {endpoint.disabled ? 'Enable' : 'Disable'}
              </button>
              <button
                type="button"
                className={styles.rowButton}
                onClick={() => setOpen({ kind: 'delete', id: endpoint.id })}
              >
                Delete
              </button>
            </div>
            {isOpen('delete', endpoint.id) && (
              <div className={styles.panel} role="group" aria-label={`Delete ${endpoint.url}`}>
                <p className={styles.warning}>Delete {endpoint.url}? Nothing more is delivered to it.</p>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={`${styles.button} ${styles.dangerButton}`}
                    onClick={() =>
                      void act(
                        webhookRequest(
                          'DELETE',
                          webhookEndpointPath(endpoint.id),
                          WEBHOOK_ACTION_MESSAGES.deleteFailed,
                        ),
                        `${endpoint.url} is deleted.`,
                      ).then(() => setOpen({ kind: 'none' }))
                    }
                  >
                    Delete endpoint
                  </button>
                  <button
                    type="button"
                    className={`${styles.button} ${styles.secondaryButton}`}
                    onClick={() => setOpen({ kind: 'none' })}
                  >
                    Cancel
                  </button>
                </div>
              </div>
            )}
            {isOpen('edit', endpoint.id) && (
              <div className={styles.panel}>
                <WebhookForm
                  availableEvents={availableEvents}
                  endpoint={endpoint}
                  onSaved={() => {
                    setOpen({ kind: 'none' });
                    setNotice({ error: false, text: 'The endpoint is saved.' });
                    reload();
                  }}
                  onCancel={() => setOpen({ kind: 'none' })}
                />
              </div>
            )}
            {isOpen('deliveries', endpoint.id) && (
              <WebhookDeliveries endpoint={endpoint} onClose={() => setOpen({ kind: 'none' })} />
            )}
          </article>
        ))}
      </section>
      <section className={styles.section}>
        <WebhookForm
          availableEvents={availableEvents}
          onSaved={(secret) => {
            setCreated(secret);
            setNotice({ error: false, text: 'The endpoint is added. Its signing secret is shown below it.' });
            reload();
          }}
        />
      </section>
    </>
  );
}
