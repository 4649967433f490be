import { NEEDS_JAVASCRIPT_MESSAGE } from '@northvault/contracts/page-fragments';
import styles from './needs-javascript.module.css';

/**
 * Shown only when the browser runs no scripts: a prerendered page is readable without them, but its forms are
 * sent by script. Inside `<noscript>`, so a browser that runs scripts never shows it.
 */
export function NeedsJavaScript() {
  return (
    <noscript>
      <p className={styles.note}>{NEEDS_JAVASCRIPT_MESSAGE}</p>
    </noscript>
  );
}
