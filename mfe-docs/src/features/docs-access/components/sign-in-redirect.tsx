import { SIGN_IN_NEEDS_JAVASCRIPT_MESSAGE } from '@northvault/contracts/page-fragments';
import { useSession } from '@northvault/session';
import { NeedsJavaScript } from '@northvault/ui/needs-javascript';
import { useRedirectToLoginOnce } from '../hooks/use-redirect-to-login-once';
import styles from './docs-access.module.css';

interface Props {
  /** The page's h1, so the page keeps its title while the browser leaves. */
  heading: string;
  /** What the reader is signing in for: `the Business plan's API documentation`. */
  destination: string;
}

/**
 * Shown to a signed-out reader while the browser is on its way to the provider's sign-in page. Prerendered on
 * `/api-docs/:planId`: signing in starts with a script's call for the provider's URL, so without scripts the card
 * says signing in needs them.
 */
export function SignInRedirect({ heading, destination }: Props) {
  const { redirectToLogin } = useSession();
  useRedirectToLoginOnce();
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{heading}</h1>
      <div className={styles.card}>
        <div className={styles.spinner} aria-hidden="true" />
        <h2 className={styles.cardTitle}>Redirecting...</h2>
        <p className={styles.text}>Sign in to read {destination}. We are taking you to the sign-in page.</p>
        <NeedsJavaScript message={SIGN_IN_NEEDS_JAVASCRIPT_MESSAGE} />
        <button type="button" className={styles.button} onClick={() => void redirectToLogin()}>
          Continue to sign in
        </button>
      </div>
    </div>
  );
}
