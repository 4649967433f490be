import type { BillingOverview, BillingSubscription } from '@northvault/contracts/api';
import { formatCents } from '@northvault/contracts/billing';
import { ModalDialog } from '../../../components/modal-dialog';
import { CardAuthenticationPanel } from '../../../components/card-authentication-panel';
import { CardForm } from '../../../components/card-form';
import { toPaymentMethod } from '../../../utils/to-payment-method';
import { useUpdateCard } from '../hooks/use-update-card';

interface Props {
  subscription: BillingSubscription;
  onClose: () => void;
  onSaved: (overview: BillingOverview) => void;
}

/**
 * `Update card`: the checkout's card form in a dialog. While a payment is overdue, saving the card
 * also pays it, and the button says how much.
 */
export function UpdateCardDialog({ subscription, onClose, onSaved }: Props) {
  const update = useUpdateCard();
  const overdue = subscription.pastDue;
  return (
    <ModalDialog
      title="Update card"
      description={
        overdue
          ? `Your new card is charged ${formatCents(overdue.amountCents, subscription.currency)} at once, and your subscription is active again.`
          : 'Your next renewals are charged to this card. Nothing is charged now.'
      }
      onClose={onClose}
      // Closing mid-request would leave the customer unsure whether the card was saved or charged;
      // during the bank's challenge, Escape cancels the challenge instead.
      closable={!update.busy && update.pending === null}
    >
      <CardForm
        submitLabel={
          overdue ? `Save card and pay ${formatCents(overdue.amountCents, subscription.currency)}` : 'Save card'
        }
        busyLabel="Saving your card…"
        status={update.status}
        busy={update.busy}
        fail={update.fail}
        send={async (values) => {
          const result = await update.send({
            customerName: values.customerName.trim(),
            paymentMethod: toPaymentMethod(values),
          });
          if (result !== null && 'error' in result) return result;
          if (result !== null && 'overview' in result) onSaved(result.overview);
          return null;
        }}
        challenge={
          update.pending && (
            <CardAuthenticationPanel
              busy={update.pending.answering}
              onAnswer={(action) =>
                void update.answer(action).then((result) => {
                  if (result !== null && 'overview' in result) onSaved(result.overview);
                })
              }
            />
          )
        }
      />
    </ModalDialog>
  );
}
