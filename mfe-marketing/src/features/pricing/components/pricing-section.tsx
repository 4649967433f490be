import { Suspense, useState } from 'react';
import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import { PLAN_LIST, PLANS, type PlanId } from '@northvault/contracts/plans';
import { LANDING_SECTIONS } from '@northvault/contracts/routes';
import { useSession } from '@northvault/session';
import { LandingSection } from '../../../components/landing-section';
import { LazyPaymentModal, preloadPaymentModal } from '../../checkout/components/lazy-payment-modal';
import { PlanCard } from './plan-card';
import styles from './pricing-section.module.css';

/** The three plans (`#pricing`); choosing one opens the payment modal, closing it clears the choice. */
export function PricingSection() {
  const { planId: currentPlanId } = useSession();
  const [chosenPlanId, setChosenPlanId] = useState<PlanId | null>(null);

  return (
    <LandingSection
      id={LANDING_SECTIONS.pricing}
      eyebrow="Pricing"
      title="Simple monthly plans"
      lead={`Start with the volume you need today and move up as you grow. Prices in USD per month; transaction fees from ${MARKETING_CLAIMS.transactionFeesFrom}.`}
      tone="muted"
    >
      <ul className={styles.plans}>
        {PLAN_LIST.map((plan) => (
          <li key={plan.id} className={styles.item}>
            <PlanCard
              plan={plan}
              isCurrent={plan.id === currentPlanId}
              onChoose={() => setChosenPlanId(plan.id)}
              onIntent={preloadPaymentModal}
            />
          </li>
        ))}
      </ul>
      <p className={styles.footnote}>
        Every plan includes sandbox and production keys, signed webhooks and {MARKETING_CLAIMS.uptime} uptime. Pay by
        card; your plan starts as soon as the payment is approved.
      </p>
      {chosenPlanId && (
        <Suspense fallback={null}>
          <LazyPaymentModal plan={PLANS[chosenPlanId]} onClose={() => setChosenPlanId(null)} />
        </Suspense>
      )}
    </LandingSection>
  );
}
