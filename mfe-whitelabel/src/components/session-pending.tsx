import styles from './access.module.css';

/** Holds the configurator's space, empty, until the session is known: nothing to flash and then replace. */
export function SessionPending() {
  return <div className={styles.pending} aria-busy="true" />;
}
