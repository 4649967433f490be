import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  API_KEY_MESSAGES,
  API_KEY_SCOPE_LABELS,
  type ApiKeySummary,
  type CreatedApiKeyResponse,
} from '@northvault/contracts/api-keys';
import { PUBLIC_API } from '@northvault/contracts/business';
import { landingSectionPath, ROUTES } from '@northvault/contracts/routes';
import { DataTable } from '../../../components/data-table';
import { useApiKeys } from '../hooks/use-api-keys';
import { CreateKeyForm } from './create-key-form';
import { RevokeKeyPanel, RollKeyPanel } from './key-action-panel';
import { LoadStatus } from './load-status';
import { NewSecretPanel } from './new-secret-panel';
import styles from './developers.module.css';

/** `27 Nov 2026, 10:15`, in the reader's time zone. */
export function readableTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

function statusText(key: ApiKeySummary): string {
  switch (key.status) {
    case 'active':
      return 'Active';
    case 'ending':
      return `Rolled, works until ${readableTime(key.endsAt!)}`;
    case 'revoked':
      return 'Revoked';
    case 'expired':
      return 'Expired';
  }
}

type Open =
  | { kind: 'none' }
  | { kind: 'secret'; created: CreatedApiKeyResponse; action: 'created' | 'rolled' }
  | { kind: 'roll'; key: ApiKeySummary }
  | { kind: 'revoke'; key: ApiKeySummary };

/**
 * The API keys tab (docs/product/api.md#api-keys): the account's keys, a form to create one, and
 * Roll and Revoke on each live key. A new secret is shown once, above the list.
 */
export function ApiKeysPanel() {
  const { state, reload } = useApiKeys();
  const [open, setOpen] = useState<Open>({ kind: 'none' });

  if (state.status !== 'loaded') return <LoadStatus state={state} loading="Loading your API keys…" />;

  const { keys, planId, maxActiveKeys } = state.list;
  const revealed = (created: CreatedApiKeyResponse, action: 'created' | 'rolled') => {
    setOpen({ kind: 'secret', created, action });
    reload();
  };
  const live = (key: ApiKeySummary) => key.status === 'active' || key.status === 'ending';

  return (
    <>
      <p className={styles.text}>
        Send a key as <code>Authorization: Bearer nv_test_sk_…</code> with your plan in{' '}
        <code>{PUBLIC_API.planHeader}</code>
        {planId ? (
          <>
            {' '}
            (<code>{planId}</code>)
          </>
        ) : null}{' '}
        on every sandbox call. A read-only key calls GET only. An account holds up to {maxActiveKeys} active keys. The
        subscription password of <Link to={ROUTES.accountSetup}>Account Setup</Link> still signs in too.
      </p>
      {open.kind === 'secret' && (
        <NewSecretPanel created={open.created} action={open.action} onDone={() => setOpen({ kind: 'none' })} />
      )}
      {open.kind === 'roll' && (
        <RollKeyPanel
          key={open.key.id}
          apiKey={open.key}
          onRolled={(created) => revealed(created, 'rolled')}
          onCancel={() => setOpen({ kind: 'none' })}
        />
      )}
      {open.kind === 'revoke' && (
        <RevokeKeyPanel
          key={open.key.id}
          apiKey={open.key}
          onRevoked={() => {
            setOpen({ kind: 'none' });
            reload();
          }}
          onCancel={() => setOpen({ kind: 'none' })}
        />
      )}
      <section className={styles.section} aria-labelledby="your-keys">
        <h2 id="your-keys" className={styles.sectionTitle}>
          Your keys
        </h2>
        {keys.length === 0 ? (
          <p className={styles.text}>You have no API keys yet.</p>
        ) : (
          <DataTable
            caption="Your API keys"
            columns={['Name', 'Key', 'Scope', 'Status', 'Created', 'Expires', 'Last used', 'Actions']}
            rows={keys.map((key) => ({
              key: key.id,
              cells: [
                key.name,
                <span key="prefix" className={styles.prefix}>
                  {key.prefix}
                </span>,
                API_KEY_SCOPE_LABELS[key.scope],
                statusText(key),
                readableTime(key.createdAt),
                key.expiresAt ? readableTime(key.expiresAt) : 'Never',
                key.lastUsedAt
                  ? `${readableTime(key.lastUsedAt)} from ${key.lastUsedAddress ?? 'an unknown address'}`
                  : 'Never',
                live(key) ? (
                  <span key="actions">
                    {key.status === 'active' && (
                      <button
                        type="button"
                        className={styles.rowButton}
                        aria-label={`Roll ${key.name} (${key.prefix})`}
                        onClick={() => setOpen({ kind: 'roll', key })}
                      >
                        Roll key
                      </button>
                    )}
                    <button
                      type="button"
                      className={styles.rowButton}
                      aria-label={`Revoke ${key.name} (${key.prefix})`}
                      onClick={() => setOpen({ kind: 'revoke', key })}
                    >
                      Revoke
                    </button>
                  </span>
                ) : (
                  '—'
                ),
              ],
            }))}
          />
        )}
      </section>
      <section className={styles.section}>
        {planId === null ? (
          <>
            <p className={styles.text}>{API_KEY_MESSAGES.noPlan}</p>
            <Link className={styles.link} to={landingSectionPath('pricing')}>
              Choose a plan
            </Link>
          </>
        ) : (
          <CreateKeyForm onCreated={(created) => revealed(created, 'created')} />
        )}
      </section>
    </>
  );
}
