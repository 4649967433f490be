import { formatPrice, type Plan } from '@northvault/contracts/plans';
import { QueryProvider } from '@northvault/ui/query-client';
import { ModalDialog } from '../../../components/modal-dialog';
import { useProcessCheckout } from '../hooks/use-process-checkout';
import { PaymentForm } from './payment-form';

interface Props {
  plan: Plan;
  onClose: () => void;
}

/**
 * The payment modal (docs/product/payments.md#payment-modal), open while a plan is chosen. Its query
 * client arrives with it (the modal is loaded lazily), so the landing page's first download carries
 * no TanStack Query.
 */
export function PaymentModal(props: Props) {
  return (
    <QueryProvider>
      <Checkout {...props} />
    </QueryProvider>
  );
}

function Checkout({ plan, onClose }: Props) {
  const checkout = useProcessCheckout();
  return (
    <ModalDialog
      title={`Subscribe to ${plan.name}`}
      description={`${formatPrice(plan)}${plan.period}. Your plan is active as soon as the payment is approved.`}
      onClose={onClose}
      // Closing mid-payment would invite a second purchase while the first may still be approved;
      // during the bank's challenge, Escape cancels the challenge instead.
      closable={!checkout.busy && checkout.pending === null}
    >
      <PaymentForm plan={plan} checkout={checkout} />
    </ModalDialog>
  );
}
