import { FEE_WORDING, MARKETING_CLAIMS } from '@northvault/contracts/business';
import { PLAN_LIST, type PlanId } from '@northvault/contracts/plans';
import { LANDING_SECTIONS } from '@northvault/contracts/routes';
import { useSession } from '@northvault/session';
import { NeedsJavaScript } from '@northvault/ui/needs-javascript';
import { LandingSection } from '../../../components/landing-section';
import { PlanCard } from './plan-card';
import styles from './pricing-section.module.css';

interface Props {
  /** A plan's `Choose` button was pressed. */
  onChoose: (planId: PlanId) => void;
  /** The visitor is about to choose (pointer over or focus on a `Choose` button). */
  onIntent: () => void;
}

/**
 * The three plans (`#pricing`). A signed-in customer with a plan sees it marked, and the others lead
 * to the plan change on /account/billing rather than to a second purchase.
 */
export function PricingSection({ onChoose, onIntent }: Props) {
  const { planId: currentPlanId } = useSession();

  return (
    <LandingSection
      id={LANDING_SECTIONS.pricing}
      eyebrow="Pricing"
      title="Simple monthly plans"
      lead={`Start with the volume you need today and move up as you grow. Prices in USD per month. ${FEE_WORDING.flatFeeSentence} ${FEE_WORDING.percentageSentence}`}
      tone="muted"
    >
      {/* Choosing a plan opens the payment form, which is sent by script. */}
      <NeedsJavaScript />
      <ul className={styles.plans}>
        {PLAN_LIST.map((plan) => (
          <li key={plan.id} className={styles.item}>
            <PlanCard
              plan={plan}
              currentPlanId={currentPlanId}
              onChoose={() => onChoose(plan.id)}
              onIntent={onIntent}
            />
          </li>
        ))}
      </ul>
      <p className={styles.footnote}>
        Every plan includes the sandbox, signed webhooks and {MARKETING_CLAIMS.uptime} uptime; your subscription email
        and password sign your server in to the API. Pay by card; your plan starts as soon as the payment is approved.
      </p>
    </LandingSection>
  );
}
