import { useSession } from '@northvault/session';
import { SessionPending } from '../features/access/components/session-pending';
import { SignInPrompt } from '../features/access/components/sign-in-prompt';
import { WhiteLabelAdmin } from '../features/white-label-admin/components/white-label-admin';
import styles from './white-label-page.module.css';

/**
 * /white-label. Signed out: a sign-in prompt. Signed in: the configurator, which saves and
 * deploys for Enterprise only. While the session is pending the page holds its space, empty.
 */
export default function WhiteLabelPage() {
  const { user, planId, isPending } = useSession();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.container}>
          <p className={styles.eyebrow}>Enterprise</p>
          <h1 className={styles.title}>White-Label Configuration</h1>
          <p className={styles.lead}>
            Make the platform yours: set your name, logo, colors and domain, watch the preview update as you go, then
            deploy it under your own brand.
          </p>
        </div>
      </header>
      <div className={styles.container}>
        {isPending ? (
          <SessionPending />
        ) : user ? (
          // A different person or plan starts from their own configuration, never the last one's draft.
          <WhiteLabelAdmin key={`${user.id}:${planId ?? 'none'}`} enterprise={planId === 'enterprise'} />
        ) : (
          <SignInPrompt />
        )}
      </div>
    </div>
  );
}
