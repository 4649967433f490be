import { useRef, useState } from 'react';
import type { SupportTicketRequest, SupportTicketResponse } from '@northvault/contracts/api';
import { DEFAULT_SUPPORT_PRIORITY, type SupportPriority } from '@northvault/contracts/support';
import { createSupportTicket } from '../api/create-support-ticket';

/** The support form's states (SPEC section 4). */
export type TicketSubmission =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; ticketId: string; priority: SupportPriority }
  | { status: 'error'; message: string };

const IDLE: TicketSubmission = { status: 'idle' };

export function useCreateSupportTicket() {
  const [submission, setSubmission] = useState<TicketSubmission>(IDLE);
  // A double click lands before React re-renders the disabled button: the ref sees it in time.
  const inFlight = useRef(false);

  async function submit(request: SupportTicketRequest): Promise<SupportTicketResponse | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSubmission({ status: 'submitting' });
    const result = await createSupportTicket(request);
    inFlight.current = false;
    setSubmission(
      result.success
        ? { status: 'success', ticketId: result.ticketId, priority: request.priority ?? DEFAULT_SUPPORT_PRIORITY }
        : { status: 'error', message: result.error },
    );
    return result;
  }

  function reset() {
    setSubmission(IDLE);
  }

  return { submission, submit, reset };
}
