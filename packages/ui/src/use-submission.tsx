import { useRef, useState } from 'react';
import type { Outcome } from './api-json';

/** A form's life: idle → sending → success (what was sent, what came back) or error. */
export type Submission<Request, Accepted> =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'success'; request: Request; accepted: Accepted }
  | { status: 'error'; message: string; fields: Record<string, string> };

/**
 * Sends a form with `send` (which never throws) and tracks where it stands. A second send while
 * one is on its way is dropped: a double click lands before React re-renders the disabled button,
 * so a ref, not the state, sees it in time.
 */
export function useSubmission<Request, Accepted>(send: (request: Request) => Promise<Outcome<Accepted>>) {
  const [submission, setSubmission] = useState<Submission<Request, Accepted>>({ status: 'idle' });
  const inFlight = useRef(false);

  /** The outcome, or `null` when a send was already on its way. */
  async function submit(request: Request): Promise<Outcome<Accepted> | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSubmission({ status: 'sending' });
    const outcome = await send(request);
    inFlight.current = false;
    setSubmission(
      outcome.success
        ? { status: 'success', request, accepted: outcome }
        : { status: 'error', message: outcome.error, fields: outcome.fields ?? {} },
    );
    return outcome;
  }

  function reset() {
    setSubmission({ status: 'idle' });
  }

  return { submission, submit, reset };
}
