import { useSession } from '@northvault/session';
import buttons from './buttons.module.css';
import styles from './access.module.css';

/** What a signed-out visitor sees: why to sign in, and the way to. */
export function SignInPrompt() {
  const { redirectToLogin } = useSession();
  return (
    <section className={styles.card} aria-labelledby="white-label-sign-in-title">
      <h2 id="white-label-sign-in-title" className={styles.cardTitle}>
        Sign in to configure your brand
      </h2>
      <p className={styles.text}>
        Set your company name, colors, logo and domain, preview your platform live, and deploy it under your own brand.
        Saving and deploying are part of the Enterprise plan.
      </p>
      <button type="button" className={buttons.primary} onClick={() => void redirectToLogin()}>
        Sign in
      </button>
    </section>
  );
}
