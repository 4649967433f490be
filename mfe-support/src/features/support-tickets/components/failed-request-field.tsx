import { useEffect, useState, type ComponentProps } from 'react';
import type { FailedRequest } from '@northvault/contracts/support-tickets';
import { fetchFailedRequests } from '../api/failed-requests';

/** `POST /v1/banking/transactions → 422 · req_… · 27 Nov, 10:04 UTC`: what one option says of a request. */
function describe(request: FailedRequest): string {
  const at = new Date(request.createdAt).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `${request.method} ${request.path} → ${request.status} · ${request.requestId} · ${at} UTC`;
}

/** What the field offers before it can list a signed-in account's requests, as its only option. */
export const FAILED_REQUEST_PLACEHOLDERS = {
  pending: 'Loading your failed requests…',
  'signed-out': 'Sign in to attach one of your failed requests',
} as const;

interface Props extends ComponentProps<'select'> {
  session: 'pending' | 'signed-in' | 'signed-out';
}

/**
 * The signed-in account's last failed /v1 requests (from its request log), one of which the ticket may carry
 * (docs/product/contact-and-support.md#support-ticket-form). The choice is a select, so only a request the
 * server listed can be sent; the server checks it is the account's own all the same. Until the session is known,
 * and for a visitor who is not signed in, the select is there but disabled, so the form keeps its height.
 */
export function FailedRequestField({ session, ...props }: Props) {
  if (session !== 'signed-in') {
    return (
      <select {...props} disabled>
        <option value="">{FAILED_REQUEST_PLACEHOLDERS[session]}</option>
      </select>
    );
  }
  return <SignedInFailedRequests {...props} />;
}

function SignedInFailedRequests(props: ComponentProps<'select'>) {
  const [requests, setRequests] = useState<FailedRequest[] | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void fetchFailedRequests().then((loaded) => current && setRequests(loaded));
    return () => {
      current = false;
    };
  }, []);

  const empty =
    requests === undefined
      ? FAILED_REQUEST_PLACEHOLDERS.pending
      : requests === null
        ? 'Your failed requests could not be loaded'
        : requests.length === 0
          ? 'No failed requests in your request log'
          : 'None';
  return (
    <select {...props}>
      <option value="">{empty}</option>
      {requests?.map((request) => (
        <option key={request.requestId} value={request.requestId}>
          {describe(request)}
        </option>
      ))}
    </select>
  );
}
