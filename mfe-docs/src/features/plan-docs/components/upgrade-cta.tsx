import { Link } from 'react-router-dom';
import { nextPlanUp, type Plan } from '@northvault/contracts/plans';
import { landingSectionPath } from '@northvault/contracts/routes';
import { planCapabilities } from '../../../content/plan-capabilities';
import styles from './upgrade-cta.module.css';

/** The call to action at the bottom of Starter and Business docs; Enterprise has nothing above it. */
export function UpgradeCta({ plan }: { plan: Plan }) {
  const next = nextPlanUp(plan.id);
  if (!next) return null;
  return (
    <section className={styles.cta} aria-labelledby="upgrade-cta-title">
      <h2 id="upgrade-cta-title" className={styles.title}>
        Outgrowing {plan.name}? Upgrade to {next.name}
      </h2>
      <ul className={styles.list}>
        {planCapabilities(next.id).benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <Link className={styles.button} to={landingSectionPath('pricing')}>
        Compare plans and upgrade
      </Link>
    </section>
  );
}
