import { useRef, useState } from 'react';
import type { CheckoutRequest } from '@northvault/contracts/api';
import type { CardFormStatus } from '../../../components/card-form';
import { processCheckout, type CheckoutResult } from '../api/process-checkout';
import { newIdempotencyKey } from '../../../utils/new-idempotency-key';

/** The payment modal's states (docs/product/payments.md#payment-modal): the shared card form's. */
export type CheckoutStatus = CardFormStatus;

const IDLE: CheckoutStatus = { status: 'idle' };

export function useProcessCheckout() {
  const [checkout, setCheckout] = useState<CheckoutStatus>(IDLE);
  // A double click lands before React re-renders the busy button: the ref sees it in time.
  const inFlight = useRef(false);
  const failures = useRef(0);

  /** Shows why a payment failed, or a message found before anything was sent (a field check). */
  function fail(message: string) {
    failures.current += 1;
    setCheckout({ status: 'error', message, attempt: failures.current });
  }

  /** Sends one payment attempt with a key of its own; `null` when one is already on its way. */
  async function pay(request: CheckoutRequest): Promise<CheckoutResult | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setCheckout({ status: 'processing' });
    const result = await processCheckout(request, newIdempotencyKey());
    if (result.success) {
      setCheckout({ status: 'paid' });
    } else {
      inFlight.current = false;
      fail(result.error);
    }
    return result;
  }

  const busy = checkout.status === 'processing' || checkout.status === 'paid';
  return { checkout, busy, pay, fail };
}
