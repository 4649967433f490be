import { useNavigate } from 'react-router-dom';
import { formatPrice, type Plan } from '@northvault/contracts/plans';
import { successPath } from '@northvault/contracts/routes';
import { useSession } from '@northvault/session';
import type { useProcessCheckout } from '../hooks/use-process-checkout';
import { toCheckoutRequest } from '../utils/to-checkout-request';
import { CardForm } from '../../../components/card-form';

interface Props {
  plan: Plan;
  checkout: ReturnType<typeof useProcessCheckout>;
}

/**
 * The payment form: the shared card form, one checkout request per attempt, then the success page.
 * A signed-in buyer pays for their own account.
 */
export function PaymentForm({ plan, checkout: { checkout, busy, pay, fail } }: Props) {
  const { user, refreshUser } = useSession();
  const navigate = useNavigate();
  return (
    <CardForm
      submitLabel={`Pay ${formatPrice(plan)}${plan.period}`}
      busyLabel="Processing payment…"
      status={checkout}
      busy={busy}
      fail={fail}
      send={async (values) => {
        const request = toCheckoutRequest(plan.id, values);
        const result = await pay(request);
        if (!result) return null;
        if (!result.success) return { error: result.error };
        // A signed-in buyer's session should show the new plan by the time the docs open.
        if (user) void refreshUser();
        navigate(successPath({ plan: result.planId, name: request.customerName, transactionId: result.transactionId }));
        return null;
      }}
    />
  );
}
