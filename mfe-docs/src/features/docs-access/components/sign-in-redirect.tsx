import { useSession } from '@northvault/session';
import { useRedirectToLoginOnce } from '../hooks/use-redirect-to-login-once';
import styles from './docs-access.module.css';

interface Props {
  /** The page's h1, so the page keeps its title while the browser leaves. */
  heading: string;
  /** What the reader is signing in for: `the Business plan's API documentation`. */
  destination: string;
}

/** Shown to a signed-out reader while the browser is on its way to the provider's sign-in page. */
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
        <button type="button" className={styles.button} onClick={() => void redirectToLogin()}>
          Continue to sign in
        </button>
      </div>
    </div>
  );
}
