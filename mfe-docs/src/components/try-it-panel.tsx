import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { landingSectionPath } from '@northvault/contracts/routes';
import { useSession } from '@northvault/session';
import { isRecord } from '@northvault/ui/api-json';
import type { EndpointDoc } from '../content/endpoint';
import { useSandboxBaseUrl } from '../hooks/use-sandbox-base-url';
import { sandboxToken } from '../hooks/sandbox-token';
import { buildRequest, exampleDraft, type TryItDraft } from '../utils/try-it-request';
import styles from './try-it-panel.module.css';

export const TRY_IT_MESSAGES = {
  signedOut: 'Sign in with a subscription to send this request to the sandbox from this page.',
  noPlan: 'Try it sends requests to the sandbox with your plan’s token: an active plan is needed.',
  noSandbox: 'The sandbox’s address could not be loaded. Please reload the page.',
  network: 'The sandbox did not answer. Check your connection and try again.',
} as const;

type Result =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'failed'; message: string }
  | { status: 'answered'; code: number; statusText: string; requestId: string | null; body: string };

function requestIdOf(response: Response, body: unknown): string | null {
  const header = response.headers.get('X-Request-Id');
  if (header) return header;
  return isRecord(body) && isRecord(body.error) && typeof body.error.request_id === 'string'
    ? body.error.request_id
    : null;
}

async function readBody(response: Response): Promise<{ parsed: unknown; text: string }> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return { parsed, text: JSON.stringify(parsed, null, 2) };
  } catch {
    return { parsed: null, text };
  }
}

/**
 * Sends the endpoint's request from the browser to the sandbox, as the reader edits it from the
 * docs' example, with a token the site mints for the session's account, and shows the answer.
 */
export function TryItPanel({ endpoint }: { endpoint: EndpointDoc }) {
  const { isPending, user, planId } = useSession();
  const baseUrl = useSandboxBaseUrl();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<TryItDraft>(() => exampleDraft(endpoint));
  const [result, setResult] = useState<Result>({ status: 'idle' });
  const headingId = useId();
  const label = `${endpoint.method} ${endpoint.path}`;

  if (isPending) return null;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (baseUrl === null) {
      setResult({ status: 'failed', message: TRY_IT_MESSAGES.noSandbox });
      return;
    }
    setResult({ status: 'sending' });
    let auth = null;
    if (endpoint.authenticated) {
      const outcome = await sandboxToken();
      if (!outcome.ok) {
        setResult({ status: 'failed', message: outcome.message });
        return;
      }
      auth = outcome.token;
    }
    const request = buildRequest(endpoint, draft, baseUrl, auth);
    if (!request.ok) {
      setResult({ status: 'failed', message: request.message });
      return;
    }
    try {
      const response = await fetch(request.url, request.init);
      const body = await readBody(response);
      setResult({
        status: 'answered',
        code: response.status,
        statusText: response.statusText,
        requestId: requestIdOf(response, body.parsed),
        body: body.text,
      });
    } catch {
      setResult({ status: 'failed', message: TRY_IT_MESSAGES.network });
    }
  }

  const reason = !user ? TRY_IT_MESSAGES.signedOut : !planId ? TRY_IT_MESSAGES.noPlan : null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        Try it
      </h4>
      {reason !== null ? (
        <p className={styles.reason}>
          {reason} {user && !planId && <Link to={landingSectionPath('pricing')}>Choose a plan</Link>}
        </p>
      ) : !open ? (
        <button type="button" className={styles.button} onClick={() => setOpen(true)}>
          Try {label}
        </button>
      ) : (
        <form className={styles.form} onSubmit={(event) => void send(event)} aria-label={`Try ${label}`} noValidate>
          {Object.entries(draft.query).map(([name, value]) => (
            <label key={name} className={styles.label}>
              <span>
                Query <code>{name}</code>
              </span>
              <input
                className={styles.input}
                value={value}
                onChange={(event) => setDraft({ ...draft, query: { ...draft.query, [name]: event.target.value } })}
              />
            </label>
          ))}
          {Object.entries(draft.headers).map(([name, value]) => (
            <label key={name} className={styles.label}>
              <span>
                Header <code>{name}</code>
              </span>
              <input
                className={styles.input}
                value={value}
                onChange={(event) => setDraft({ ...draft, headers: { ...draft.headers, [name]: event.target.value } })}
              />
            </label>
          ))}
          {endpoint.method === 'POST' && (
            <label className={styles.label}>
              <span>Request body (JSON)</span>
              <textarea
                className={styles.body}
                value={draft.body}
                rows={Math.min(16, draft.body.split('\n').length + 1)}
                spellCheck={false}
                onChange={(event) => setDraft({ ...draft, body: event.target.value })}
              />
            </label>
          )}
          <button type="submit" className={styles.button} disabled={result.status === 'sending'}>
            {result.status === 'sending' ? 'Sending…' : 'Send request'}
          </button>
        </form>
      )}
      {result.status === 'failed' && (
        <p className={styles.error} role="alert">
          {result.message}
        </p>
      )}
      {result.status === 'answered' && (
        <div className={styles.answer} role="status" aria-label={`Answer to ${label}`}>
          <p className={styles.status} data-ok={result.code < 400}>
            Status <strong>{`${result.code} ${result.statusText}`.trim()}</strong>
          </p>
          {result.requestId && (
            <p className={styles.requestId}>
              Request id <code>{result.requestId}</code>
            </p>
          )}
          <pre className={styles.response} tabIndex={0} aria-label={`Response body of ${label}`}>
            {result.body}
          </pre>
        </div>
      )}
    </section>
  );
}
