import { PLANS } from '@northvault/contracts/plans';
import { PLAN_SUPPORT_LIST } from '@northvault/contracts/support';
import styles from './plan-support.module.css';

/** Channels and hours per plan, from the same contract as the pricing cards (docs/product/routes.md#support-page). */
export function PlanSupport() {
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const headingId = 'plan-support-heading';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Support by plan
      </h2>
      <ul className={styles.grid}>
        {PLAN_SUPPORT_LIST.map((support) => (
          <li key={support.planId} className={styles.card}>
            <h3 className={styles.plan}>{PLANS[support.planId].name}</h3>
            <p className={styles.level}>{support.level}</p>
            <dl className={styles.facts}>
              <dt>Channels</dt>
              <dd>{support.channels}</dd>
              <dt>Hours</dt>
              <dd>{support.hours}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
