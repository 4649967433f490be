import styles from './page-skeleton.module.css';

/** Holds the page's space while its remote loads, so nothing shifts when it arrives. */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-live="polite">
      <span className="nv-visually-hidden">Loading…</span>
      <div className={styles.bar} />
      <div className={styles.bar} />
      <div className={styles.bar} />
      <div className={styles.bar} />
    </div>
  );
}
