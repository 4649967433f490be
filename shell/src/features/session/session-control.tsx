import { lazy, Suspense } from 'react';
import { useSession } from '@northvault/session';
import styles from './session-control.module.css';

// Only signed-in visitors need the menu: most first visits never download it.
const UserMenu = lazy(() => import('../user-menu/user-menu').then((module) => ({ default: module.UserMenu })));

/** The header's corner: nothing while the session loads, Sign in when signed out, else the user menu. */
export function SessionControl() {
  const { user, planId, isPending, redirectToLogin, logout } = useSession();

  if (isPending) return <span className={styles.placeholder} aria-hidden="true" />;

  if (!user) {
    return (
      <button type="button" className={styles.signIn} onClick={() => void redirectToLogin()}>
        Sign in
      </button>
    );
  }

  return (
    <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
      <UserMenu user={user} planId={planId} onSignOut={() => void logout()} />
    </Suspense>
  );
}
