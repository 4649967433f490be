import { Suspense, useState } from 'react';
import { PLANS, type PlanId } from '@northvault/contracts/plans';
import { LazyPaymentModal, preloadPaymentModal } from '../features/checkout/components/lazy-payment-modal';
import { PricingSection } from '../features/pricing/components/pricing-section';

/** The plans, and the payment modal of the one chosen; closing the modal clears the choice. */
export function PlanCheckout() {
  const [chosenPlanId, setChosenPlanId] = useState<PlanId | null>(null);
  return (
    <>
      <PricingSection onChoose={setChosenPlanId} onIntent={preloadPaymentModal} />
      {chosenPlanId && (
        <Suspense fallback={null}>
          <LazyPaymentModal plan={PLANS[chosenPlanId]} onClose={() => setChosenPlanId(null)} />
        </Suspense>
      )}
    </>
  );
}
