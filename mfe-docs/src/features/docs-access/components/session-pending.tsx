import styles from './docs-access.module.css';

/** Holds the page's space, empty, until the session is known: nothing to flash and then replace. */
export function SessionPending() {
  return <div className={styles.pending} aria-busy="true" />;
}
