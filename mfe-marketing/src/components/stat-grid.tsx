import styles from './stat-grid.module.css';

export interface Stat {
  value: string;
  label: string;
}

interface Props {
  stats: readonly Stat[];
  /** `dark` for the navy bands, `light` for white or grey ones. */
  tone: 'dark' | 'light';
}

/**
 * Figures as a description list: a screen reader hears the label, then the value, while the
 * value is what the eye meets first.
 */
export function StatGrid({ stats, tone }: Props) {
  return (
    <dl className={`${styles.grid} ${styles[tone]}`}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
