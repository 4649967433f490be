import { useRef, useState } from 'react';
import type { BillingOverview, UpdateCardRequest } from '@northvault/contracts/api';
import type { CardFormStatus } from '../../../components/card-form';
import { updateCard } from '../api/billing-api';

/** The update-card form's states, as the checkout's: one request at a time, each failure announced. */
export function useUpdateCard() {
  const [status, setStatus] = useState<CardFormStatus>({ status: 'idle' });
  // A double click lands before React re-renders the busy button: the ref sees it in time.
  const inFlight = useRef(false);
  const failures = useRef(0);

  function fail(message: string) {
    failures.current += 1;
    setStatus({ status: 'error', message, attempt: failures.current });
  }

  /** Sends the card; the new overview, an error sentence, or null when one is already on its way. */
  async function send(request: UpdateCardRequest): Promise<{ overview: BillingOverview } | { error: string } | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setStatus({ status: 'processing' });
    const answer = await updateCard(request);
    inFlight.current = false;
    if (!answer.ok) {
      fail(answer.error);
      return { error: answer.error };
    }
    setStatus({ status: 'idle' });
    return { overview: answer.overview };
  }

  return { status, busy: status.status === 'processing', send, fail };
}
