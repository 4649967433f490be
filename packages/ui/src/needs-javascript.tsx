import { NEEDS_JAVASCRIPT_MESSAGE } from '@northvault/contracts/page-fragments';
import styles from './needs-javascript.module.css';

/**
 * Shown only when the browser runs no scripts: a prerendered page is readable without them, but its forms are
 * sent by script (and signing in starts with one). Inside `<noscript>`, so a browser that runs scripts never shows it.
 */
export function NeedsJavaScript({ message = NEEDS_JAVASCRIPT_MESSAGE }: { message?: string }) {
  return (
    <noscript>
      <p className={styles.note}>{message}</p>
    </noscript>
  );
}
