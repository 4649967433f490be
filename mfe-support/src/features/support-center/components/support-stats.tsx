import { useId } from 'react';
import { SUPPORT_STATS } from '../content/support-stats';
import styles from './support-stats.module.css';

export function SupportStats() {
  const headingId = useId();
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Support in numbers
      </h2>
      <dl className={styles.grid}>
        {SUPPORT_STATS.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
