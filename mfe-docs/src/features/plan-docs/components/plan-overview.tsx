import { formatLimit, type Plan } from '@northvault/contracts/plans';
import styles from './plan-overview.module.css';

/** Plan Features and API Limits, straight from the catalogue (docs/product/plans.md#limits). */
export function PlanOverview({ plan }: { plan: Plan }) {
  const limits = [
    { label: 'Transactions', value: `${formatLimit(plan.limits.transactions)} / month` },
    { label: 'API calls', value: `${formatLimit(plan.limits.apiCalls)} / month` },
    { label: 'Webhooks', value: `${formatLimit(plan.limits.webhooks)} endpoints` },
    { label: 'Support', value: plan.limits.support },
  ];
  return (
    <div className={styles.grid}>
      <section className={styles.card} aria-labelledby="plan-features-title">
        <h2 id="plan-features-title" className={styles.title}>
          Plan Features
        </h2>
        <ul className={styles.features}>
          {plan.features.map((feature) => (
            <li key={feature}>
              <svg className={styles.check} viewBox="0 0 20 20" aria-hidden="true">
                <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
              {feature}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="api-limits-title">
        <h2 id="api-limits-title" className={styles.title}>
          API Limits
        </h2>
        <dl className={styles.limits}>
          {limits.map(({ label, value }) => (
            <div key={label} className={styles.limit}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
