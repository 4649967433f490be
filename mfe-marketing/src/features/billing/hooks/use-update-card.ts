import { useRef, useState } from 'react';
import type { BillingOverview, CardAuthenticationChallenge, UpdateCardRequest } from '@northvault/contracts/api';
import type { CardAuthenticationAction } from '@northvault/contracts/payment';
import type { CardFormStatus } from '../../../components/card-form';
import { answerUpdateCardChallenge, updateCard, type UpdateCardAnswer } from '../api/billing-api';

/** What a send or an answer to the bank's challenge ends with. */
export type UpdateCardOutcome = { overview: BillingOverview } | { error: string } | { challenged: true } | null;

/**
 * The update-card form's states, as the checkout's: one request at a time, each failure announced.
 * A card whose bank asks for 3-D Secure waits, nothing saved, until the challenge is answered.
 */
export function useUpdateCard() {
  const [status, setStatus] = useState<CardFormStatus>({ status: 'idle' });
  const [pending, setPending] = useState<{ challenge: CardAuthenticationChallenge; answering: boolean } | null>(null);
  // A double click lands before React re-renders the busy button: the ref sees it in time.
  const inFlight = useRef(false);
  const failures = useRef(0);

  function fail(message: string) {
    failures.current += 1;
    setStatus({ status: 'error', message, attempt: failures.current });
  }

  function settle(answer: UpdateCardAnswer): UpdateCardOutcome {
    if (!answer.ok && 'authentication' in answer) {
      setPending({ challenge: answer.authentication, answering: false });
      return { challenged: true };
    }
    setPending(null);
    inFlight.current = false;
    if (!answer.ok) {
      fail(answer.error);
      return { error: answer.error };
    }
    setStatus({ status: 'idle' });
    return { overview: answer.overview };
  }

  /** Sends the card; the new overview, an error sentence, the challenge, or null when one is already on its way. */
  async function send(request: UpdateCardRequest): Promise<UpdateCardOutcome> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setStatus({ status: 'processing' });
    return settle(await updateCard(request));
  }

  /** Sends the answer to the bank's challenge; null when there is none or one is on its way. */
  async function answer(action: CardAuthenticationAction): Promise<UpdateCardOutcome> {
    if (!pending || pending.answering) return null;
    setPending({ ...pending, answering: true });
    return settle(await answerUpdateCardChallenge(pending.challenge, action));
  }

  return { status, busy: status.status === 'processing', send, fail, pending, answer };
}
