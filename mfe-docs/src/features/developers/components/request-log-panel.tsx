import { type FormEvent, useState } from 'react';
import {
  REQUEST_LOG_MESSAGES,
  REQUEST_LOG_METHODS,
  REQUEST_LOG_RETENTION_DAYS,
  REQUEST_LOG_STATUS_CLASSES,
  type RequestLogSummary,
} from '@northvault/contracts/request-logs';
import { DataTable } from '../../../components/data-table';
import { NO_FILTERS, type RequestLogFilters, useRequestLogEntry, useRequestLogPage } from '../hooks/use-request-log';
import { readableTime } from './api-keys-panel';
import { LoadStatus } from './load-status';
import styles from './developers.module.css';

function EntryDetail({ requestId, onClose }: { requestId: string; onClose: () => void }) {
  const state = useRequestLogEntry(requestId);
  return (
    <section className={styles.panel} aria-labelledby="request-detail">
      <h2 id="request-detail" className={styles.panelTitle}>
        Request {requestId}
      </h2>
      <LoadStatus state={state} loading="Loading the request…" />
      {state.status === 'loaded' && (
        <>
          <dl className={styles.details}>
            <dt>Request</dt>
            <dd>
              <code>
                {state.value.method} {state.value.path}
              </code>
            </dd>
            <dt>Status</dt>
            <dd>{state.value.status}</dd>
            <dt>Duration</dt>
            <dd>{state.value.durationMs} ms</dd>
            <dt>Time</dt>
            <dd>{readableTime(state.value.createdAt)}</dd>
            <dt>Key or token</dt>
            <dd className={styles.prefix}>{state.value.credential}</dd>
            <dt>Idempotency-Key</dt>
            <dd>{state.value.idempotencyKey ?? 'None'}</dd>
          </dl>
          <h3 className={styles.panelTitle}>Request body</h3>
          <pre className={styles.body}>{state.value.requestBody ?? 'No body'}</pre>
          <h3 className={styles.panelTitle}>Response body</h3>
          <pre className={styles.body}>{state.value.responseBody ?? 'No body'}</pre>
        </>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}

function FilterForm({ onApply }: { onApply: (filters: RequestLogFilters) => void }) {
  const [draft, setDraft] = useState<RequestLogFilters>(NO_FILTERS);
  const set = (field: keyof RequestLogFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Filter requests">
      <label className={styles.label}>
        Status
        <select className={styles.input} value={draft.status} onChange={set('status')}>
          <option value="">Any</option>
          {REQUEST_LOG_STATUS_CLASSES.map((statusClass) => (
            <option key={statusClass} value={statusClass}>
              {statusClass}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.label}>
        Method
        <select className={styles.input} value={draft.method} onChange={set('method')}>
          <option value="">Any</option>
          {REQUEST_LOG_METHODS.map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.label}>
        Path starts with
        <input className={styles.input} value={draft.path} onChange={set('path')} placeholder="/v1/banking" />
      </label>
      <label className={styles.label}>
        From
        <input className={styles.input} type="date" value={draft.from} onChange={set('from')} />
      </label>
      <label className={styles.label}>
        To
        <input className={styles.input} type="date" value={draft.to} onChange={set('to')} />
      </label>
      <button type="submit" className={styles.button}>
        Filter
      </button>
    </form>
  );
}

function FindRequest({ onFind }: { onFind: (requestId: string) => void }) {
  const [requestId, setRequestId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (requestId.trim() !== '') onFind(requestId.trim());
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Find a request">
      <label className={styles.label}>
        Request ID
        <input className={styles.input} value={requestId} onChange={(event) => setRequestId(event.target.value)} />
      </label>
      <button type="submit" className={styles.button}>
        Find request
      </button>
    </form>
  );
}

/**
 * The Request log tab (docs/product/api.md#request-log): the account's /v1 calls of the last 30
 * days, newest first and filterable; a request ID, from the list or from an error answer, opens
 * the call's detail with its redacted bodies.
 */
export function RequestLogPanel() {
  const [filters, setFilters] = useState<RequestLogFilters>(NO_FILTERS);
  // The cursors of the pages before this one, to go back.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [open, setOpen] = useState<string | null>(null);
  const before = cursors[cursors.length - 1] ?? null;
  const state = useRequestLogPage(filters, before);

  const row = (entry: RequestLogSummary) => ({
    key: entry.requestId,
    cells: [
      readableTime(entry.createdAt),
      entry.method,
      <code key="path">{entry.path}</code>,
      String(entry.status),
      `${entry.durationMs} ms`,
      <button
        key="open"
        type="button"
        className={styles.rowButton}
        aria-label={`Open request ${entry.requestId}`}
        onClick={() => setOpen(entry.requestId)}
      >
        {entry.requestId}
      </button>,
      <span key="credential" className={styles.prefix}>
        {entry.credential}
      </span>,
    ],
  });

  return (
    <>
      <p className={styles.text}>
        Every call to the sandbox with one of your keys or tokens, kept {REQUEST_LOG_RETENTION_DAYS} days. Passwords,
        tokens, keys and card numbers are removed from the bodies, and each body is kept up to 8 KB.
      </p>
      <FindRequest onFind={setOpen} />
      {open !== null && <EntryDetail key={open} requestId={open} onClose={() => setOpen(null)} />}
      <FilterForm
        onApply={(next) => {
          setFilters(next);
          setCursors([null]);
        }}
      />
      <section className={styles.section} aria-labelledby="your-requests">
        <h2 id="your-requests" className={styles.sectionTitle}>
          Your requests
        </h2>
        <LoadStatus state={state} loading="Loading your requests…" />
        {state.status === 'loaded' &&
          (state.value.entries.length === 0 ? (
            <p className={styles.text}>{REQUEST_LOG_MESSAGES.empty}</p>
          ) : (
            <DataTable
              caption="Your requests, newest first"
              columns={['Time', 'Method', 'Path', 'Status', 'Duration', 'Request ID', 'Key or token']}
              rows={state.value.entries.map(row)}
            />
          ))}
        <div className={styles.actions}>
          {cursors.length > 1 && (
            <button type="button" className={styles.secondaryButton} onClick={() => setCursors(cursors.slice(0, -1))}>
              Newer requests
            </button>
          )}
          {state.status === 'loaded' && state.value.nextCursor !== null && (
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => setCursors([...cursors, state.value.nextCursor])}
            >
              Older requests
            </button>
          )}
        </div>
      </section>
    </>
  );
}
