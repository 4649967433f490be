import { SUPPORT_STATS } from '../content/support-stats';
import styles from './support-stats.module.css';

export function SupportStats() {
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const headingId = 'support-stats-heading';
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
