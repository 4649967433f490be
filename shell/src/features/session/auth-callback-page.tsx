import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES } from '@northvault/contracts/api';
import { TIMINGS } from '@northvault/contracts/business';
import { ROUTES } from '@northvault/contracts/routes';
import { QueryProvider } from '@northvault/ui/query-client';
import styles from '../../components/message-card/message-card.module.css';
import { useCodeExchange } from './use-code-exchange';

/**
 * /auth/callback: where the identity provider sends the browser back after sign-in. Its query client
 * is its own and comes with this lazily loaded page, so no other page of the shell downloads it.
 */
export function AuthCallbackPage() {
  return (
    <QueryProvider>
      <Callback />
    </QueryProvider>
  );
}

function Callback() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = useCodeExchange(search);

  const destination = state.status === 'success' ? state.returnTo : ROUTES.home;
  useEffect(() => {
    if (state.status === 'loading') return;
    const delay =
      state.status === 'success' ? TIMINGS.authCallbackSuccessRedirectMs : TIMINGS.authCallbackErrorRedirectMs;
    const timer = setTimeout(() => navigate(destination, { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [state.status, destination, navigate]);

  if (state.status === 'loading') {
    return (
      <section className={styles.card} aria-busy="true">
        <div className={styles.spinner} aria-hidden="true" />
        <h1 className={styles.title}>Signing you in…</h1>
        <p className={styles.text}>Completing your sign in with our identity provider.</p>
      </section>
    );
  }

  if (state.status === 'success') {
    return (
      <section className={styles.card} role="status">
        <h1 className={styles.title}>You are signed in</h1>
        <p className={styles.text}>
          {destination === ROUTES.home
            ? 'Taking you to the home page…'
            : 'Taking you back to the page you started from…'}
        </p>
      </section>
    );
  }

  return (
    <section className={`${styles.card} ${styles.error}`} role="alert">
      <h1 className={styles.title}>{AUTH_MESSAGES.callbackFailedHeading}</h1>
      <p className={styles.text}>{state.message}</p>
      <p className={styles.text}>
        Please try signing in again. If the problem continues, <Link to={ROUTES.support}>contact support</Link>.
      </p>
      <p className={styles.text}>Returning to the home page in a few seconds…</p>
    </section>
  );
}
