import type { UseQueryResult } from '@tanstack/react-query';
import buttons from '../../../components/buttons.module.css';
import styles from './manage-panel.module.css';

/**
 * What a list of the Manage tab shows until it has loaded: `Loading …` (also while Try again is on
 * its way), or the failure and `Try again`.
 */
export function LoadState({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (query.isError && !query.isFetching) {
    return (
      <div className={styles.problem}>
        <p className={styles.note}>The {what} could not be loaded.</p>
        <button type="button" className={buttons.secondary} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <p className={styles.note} aria-busy="true">
      Loading {what}…
    </p>
  );
}
