import buttons from '../../../components/buttons.module.css';
import type { Loaded } from '../../../hooks/use-loaded';
import styles from './manage-panel.module.css';

/** What a list of the Manage tab shows until it has loaded: `Loading …`, or the failure and `Try again`. */
export function LoadState({ loaded, retry, what }: { loaded: Loaded<unknown>; retry(): void; what: string }) {
  if (loaded.state === 'loading') {
    return (
      <p className={styles.note} aria-busy="true">
        Loading {what}…
      </p>
    );
  }
  if (loaded.state === 'error') {
    return (
      <div className={styles.problem}>
        <p className={styles.note}>The {what} could not be loaded.</p>
        <button type="button" className={buttons.secondary} onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}
