import styles from './developers.module.css';

/** The states of a developers tab's data before it has loaded: the hooks' `loaded` state carries their data. */
export type LoadStatusState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded' };

/**
 * What a developers tab, or a part of one, shows while its data loads (`loading`, marked busy) and when it could not
 * be loaded (the hook's sentence, as an alert); nothing once it has loaded.
 */
export function LoadStatus({ state, loading }: { state: LoadStatusState; loading: string }) {
  if (state.status === 'loading') {
    return (
      <p className={styles.text} aria-busy="true">
        {loading}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className={styles.error} role="alert">
        {state.message}
      </p>
    );
  }
  return null;
}
