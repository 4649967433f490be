import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatPrice, type Plan } from '@northvault/contracts/plans';
import { successPath } from '@northvault/contracts/routes';
import { useSession } from '@northvault/session';
import type { CheckoutResult } from '../api/process-checkout';
import type { useProcessCheckout } from '../hooks/use-process-checkout';
import { toCheckoutRequest } from '../utils/to-checkout-request';
import { CardAuthenticationPanel } from '../../../components/card-authentication-panel';
import { CardForm } from '../../../components/card-form';

interface Props {
  plan: Plan;
  checkout: ReturnType<typeof useProcessCheckout>;
}

/**
 * The payment form: the shared card form, one checkout request per attempt, then the success page.
 * A signed-in buyer pays for their own account.
 */
export function PaymentForm({ plan, checkout: { checkout, busy, pay, fail, pending, answer } }: Props) {
  const { user, refreshUser } = useSession();
  const navigate = useNavigate();
  const customerName = useRef('');

  /** Paid: on to the success page. A signed-in buyer's session should show the new plan by the time the docs open. */
  function paid(result: CheckoutResult | null) {
    if (!result?.success) return;
    if (user) void refreshUser();
    navigate(successPath({ plan: result.planId, name: customerName.current, transactionId: result.transactionId }));
  }

  return (
    <CardForm
      submitLabel={`Pay ${formatPrice(plan)}${plan.period}`}
      busyLabel="Processing payment…"
      status={checkout}
      busy={busy || pending !== null}
      fail={fail}
      send={async (values) => {
        const request = toCheckoutRequest(plan.id, values);
        customerName.current = request.customerName;
        const result = await pay(request);
        // Waiting for the bank's challenge is no refusal: the challenge shows in place of the form.
        if (result && !result.success && !('authentication' in result)) return { error: result.error };
        paid(result);
        return null;
      }}
      challenge={
        pending && (
          <CardAuthenticationPanel busy={pending.answering} onAnswer={(action) => void answer(action).then(paid)} />
        )
      }
    />
  );
}
