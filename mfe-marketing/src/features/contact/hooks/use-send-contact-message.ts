import { useRef, useState } from 'react';
import type { ContactRequest, ContactResponse } from '@northvault/contracts/api';
import { sendContactMessage } from '../api/send-contact-message';

/** The contact form's states (SPEC section 4). */
export type ContactSubmission =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'success'; email: string }
  | { status: 'error'; message: string };

const IDLE: ContactSubmission = { status: 'idle' };

export function useSendContactMessage() {
  const [submission, setSubmission] = useState<ContactSubmission>(IDLE);
  // A double click lands before React re-renders the disabled button: the ref sees it in time.
  const inFlight = useRef(false);

  async function send(request: ContactRequest): Promise<ContactResponse | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSubmission({ status: 'sending' });
    const result = await sendContactMessage(request);
    inFlight.current = false;
    setSubmission(
      result.success ? { status: 'success', email: request.email } : { status: 'error', message: result.error },
    );
    return result;
  }

  function reset() {
    setSubmission(IDLE);
  }

  return { submission, send, reset };
}
