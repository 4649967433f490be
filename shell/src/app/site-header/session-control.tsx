import { lazy, Suspense } from 'react';
import { useSession } from '@northvault/session';
import styles from './session-control.module.css';

// Only signed-in visitors need the menu: most first visits never download it.
const UserMenu = lazy(() =>
  import('../../features/user-menu/user-menu').then((module) => ({ default: module.UserMenu })),
);

/**
 * The control's neutral state while the session is not known yet (docs/product/routes.md#header-and-navigation):
 * the `Sign in` button's size and shape, muted, with nothing to press, so nothing moves when it settles.
 */
function PendingControl() {
  return (
    <span className={styles.pending} role="status">
      <span className="nv-visually-hidden">Checking sign-in…</span>
      <span className={styles.pendingLabel} aria-hidden="true" />
    </span>
  );
}

/** The header's corner: a neutral state while the session loads, Sign in when signed out, else the user menu. */
export function SessionControl() {
  const { user, planId, isPending, redirectToLogin, logout } = useSession();

  if (isPending) return <PendingControl />;

  if (!user) {
    return (
      <button type="button" className={styles.signIn} onClick={() => void redirectToLogin()}>
        Sign in
      </button>
    );
  }

  return (
    <Suspense fallback={<PendingControl />}>
      <UserMenu user={user} planId={planId} onSignOut={() => void logout()} />
    </Suspense>
  );
}
