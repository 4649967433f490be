import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CardAuthenticationChallenge, CheckoutRequest } from '@northvault/contracts/api';
import type { CardAuthenticationAction } from '@northvault/contracts/payment';
import type { PlanId } from '@northvault/contracts/plans';
import type { CardFormStatus } from '../../../components/card-form';
import { answerCheckoutChallenge, processCheckout, type CheckoutResult } from '../api/process-checkout';
import { newIdempotencyKey } from '../../../utils/new-idempotency-key';

/** The payment modal's states (docs/product/payments.md#payment-modal): the shared card form's. */
export type CheckoutStatus = CardFormStatus;

const IDLE: CheckoutStatus = { status: 'idle' };

/** A payment waiting for the bank's 3-D Secure challenge, and whether an answer is on its way. */
export interface PendingChallenge {
  challenge: CardAuthenticationChallenge;
  planId: PlanId;
  answering: boolean;
}

export function useProcessCheckout() {
  const payment = useMutation({
    mutationFn: ({ request, key }: { request: CheckoutRequest; key: string }) => processCheckout(request, key),
    // Said here as well as in the shared client: a payment is sent once, whatever the client's defaults.
    retry: false,
  });
  const [checkout, setCheckout] = useState<CheckoutStatus>(IDLE);
  const [pending, setPending] = useState<PendingChallenge | null>(null);
  // A double click lands before React re-renders the busy button: the ref sees it in time.
  const inFlight = useRef(false);
  const failures = useRef(0);

  /** Shows why a payment failed, or a message found before anything was sent (a field check). */
  function fail(message: string) {
    failures.current += 1;
    setCheckout({ status: 'error', message, attempt: failures.current });
  }

  /** The payment's end: paid (the form stays busy while the browser leaves), or why not. */
  function settle(result: CheckoutResult, planId: PlanId): CheckoutResult {
    if ('authentication' in result) {
      // The payment stays on its way (the modal cannot close) until the challenge is answered.
      setPending({ challenge: result.authentication, planId, answering: false });
      return result;
    }
    setPending(null);
    if (result.success) {
      setCheckout({ status: 'paid' });
    } else {
      inFlight.current = false;
      fail(result.error);
    }
    return result;
  }

  /** Sends one payment attempt with a key of its own; `null` when one is already on its way. */
  async function pay(request: CheckoutRequest): Promise<CheckoutResult | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setCheckout({ status: 'processing' });
    return settle(await payment.mutateAsync({ request, key: newIdempotencyKey() }), request.planId);
  }

  /** Sends the buyer's answer to the challenge; `null` when there is none or an answer is on its way. */
  async function answer(action: CardAuthenticationAction): Promise<CheckoutResult | null> {
    if (!pending || pending.answering) return null;
    setPending({ ...pending, answering: true });
    return settle(await answerCheckoutChallenge(pending.challenge, action, pending.planId), pending.planId);
  }

  const busy = checkout.status === 'processing' || checkout.status === 'paid';
  return { checkout, busy, pay, fail, pending, answer };
}
