import { Link } from 'react-router-dom';
import {
  formatAccountCap,
  formatLimit,
  formatPrice,
  formatTransactionFee,
  type Plan,
  type PlanId,
} from '@northvault/contracts/plans';
import { planChangeLabel } from '@northvault/contracts/billing';
import { PLAN_SUPPORT } from '@northvault/contracts/support';
import { planApiDocsPath, planChangePath, ROUTES } from '@northvault/contracts/routes';
import { PlanIcon } from '@northvault/ui/plan-icon';
import buttons from '@northvault/ui/buttons.module.css';
import styles from './plan-card.module.css';

interface Props {
  plan: Plan;
  /**
   * The signed-in visitor's plan, or null. Theirs gets its docs rather than a second purchase; the
   * others lead to the plan change on /account/billing (an upgrade now, a downgrade at the period's end).
   */
  currentPlanId: PlanId | null;
  onChoose: () => void;
  /** The visitor is about to choose (hover or focus): time to fetch what choosing needs. */
  onIntent: () => void;
}

export function PlanCard({ plan, currentPlanId, onChoose, onIntent }: Props) {
  const isCurrent = plan.id === currentPlanId;
  const change = currentPlanId && !isCurrent ? planChangeLabel(currentPlanId, plan) : null;
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const nameId = `plan-${plan.id}-name`;
  const featuresId = `plan-${plan.id}-features`;
  const support = PLAN_SUPPORT[plan.id];
  // The caps and fees a buyer compares, in the contracts' one wording (docs/product/plans.md#limits).
  const limits: ReadonlyArray<{ label: string; value: string; detail?: string }> = [
    { label: 'Accounts', value: formatAccountCap(plan) },
    { label: 'Transactions per month', value: formatLimit(plan.limits.transactions) },
    { label: 'API calls per month', value: formatLimit(plan.limits.apiCalls) },
    { label: 'Webhook endpoints', value: formatLimit(plan.limits.webhooks) },
    { label: 'Fee per transaction', value: formatTransactionFee(plan) },
    { label: 'Support', value: support.level, detail: `${support.channels}. ${support.hours}.` },
  ];

  return (
    // The plan colour comes from a rule per plan (data-plan, @northvault/ui/plan-colors.module.css), not an inline
    // style: the CSP blocks inline styles in the prerendered HTML.
    <article className={styles.card} aria-labelledby={nameId} data-plan={plan.id}>
      <div className={styles.heading}>
        <span className={styles.icon}>
          <PlanIcon name={plan.icon} />
        </span>
        <h3 id={nameId} className={styles.name}>
          {plan.name}
        </h3>
        {isCurrent && <span className={styles.current}>Your current plan</span>}
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>{formatPrice(plan)}</span>
        <span className={styles.period}>{plan.period}</span>
      </p>
      <p className={styles.description}>{plan.description}</p>

      <h4 id={featuresId} className={styles.subheading}>
        What’s included
      </h4>
      <ul className={styles.features} aria-labelledby={featuresId}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>

      <h4 className={styles.subheading}>Limits</h4>
      <dl className={styles.limits}>
        {limits.map(({ label, value, detail }) => (
          <div key={label} className={styles.limit}>
            <dt>{label}</dt>
            <dd>{value}</dd>
            {detail && <dd className={styles.detail}>{detail}</dd>}
          </div>
        ))}
      </dl>

      <div className={styles.action}>
        {isCurrent ? (
          <>
            <Link className={`${buttons.secondary} ${styles.button}`} to={planApiDocsPath(plan.id)}>
              Open your {plan.name} API docs
            </Link>
            <Link className={styles.manage} to={ROUTES.accountBilling}>
              Manage your plan
            </Link>
          </>
        ) : change ? (
          <Link
            className={`${change.kind === 'upgrade' ? buttons.primary : buttons.secondary} ${styles.button}`}
            to={planChangePath(plan.id)}
          >
            {change.label}
          </Link>
        ) : (
          <button
            type="button"
            className={`${buttons.primary} ${styles.button}`}
            onClick={onChoose}
            onPointerEnter={onIntent}
            onFocus={onIntent}
          >
            Choose {plan.name}
          </button>
        )}
        {!isCurrent && <span className={styles.manageSpace} aria-hidden="true" />}
      </div>
    </article>
  );
}
