import { useEffect, useId } from 'react';
import { useBlocker } from '@northvault/router';
import buttons from '../../../components/buttons.module.css';
import styles from './unsaved-changes-prompt.module.css';

/**
 * While `when` holds, leaving the page asks first: a link inside the site or the back and forward
 * buttons (the shell's router holds the navigation until the person answers) or closing and reloading
 * the tab (the browser's own `beforeunload` question; browsers show their own sentence there).
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const titleId = useId();
  const textId = useId();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const stayOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && blocker.reset();
    document.addEventListener('keydown', stayOnEscape);
    return () => document.removeEventListener('keydown', stayOnEscape);
  }, [blocker]);

  if (blocker.state !== 'blocked') return null;
  return (
    <div className={styles.backdrop}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className={styles.dialog}
      >
        <h2 id={titleId} className={styles.title}>
          Leave without saving?
        </h2>
        <p id={textId} className={styles.text}>
          Your brand has changes that are not saved. If you leave this page, they will be lost.
        </p>
        <div className={styles.actions}>
          {/* Staying is the safe answer, so it has the focus. */}
          <button type="button" className={buttons.primary} autoFocus onClick={() => blocker.reset()}>
            Stay on this page
          </button>
          <button type="button" className={buttons.secondary} onClick={() => blocker.proceed()}>
            Leave without saving
          </button>
        </div>
      </div>
    </div>
  );
}
