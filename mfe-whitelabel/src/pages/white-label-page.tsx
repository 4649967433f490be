import { planGrants } from '@northvault/contracts/permissions';
import { useSession } from '@northvault/session';
import { EmailVerificationNotice } from '@northvault/ui/email-verification-notice';
import { PageHero } from '@northvault/ui/page-hero';
import { SessionPending } from '../components/session-pending';
import { SignInPrompt } from '../components/sign-in-prompt';
import { WhiteLabelAdmin } from './white-label-admin';
import styles from './white-label-page.module.css';

/**
 * /white-label. Signed out: a sign-in prompt. Signed in: the configurator, which saves and
 * deploys for Enterprise only. While the session is pending the page holds its space, empty.
 */
export default function WhiteLabelPage() {
  const { user, planId, isPending } = useSession();
  return (
    <div className={styles.page}>
      <PageHero
        eyebrow="Enterprise"
        title="White-Label Configuration"
        lead="Make the platform yours: set your name, logo, colors and domain, watch the preview update as you go, then deploy it under your own brand."
      />
      <div className={styles.container}>
        {isPending ? (
          <SessionPending />
        ) : user ? (
          <>
            <EmailVerificationNotice user={user} className={styles.notice} />
            {/* A different person or plan starts from their own configuration, never the last one's draft. */}
            <WhiteLabelAdmin
              key={`${user.id}:${planId ?? 'none'}`}
              canManageWhiteLabel={planGrants(planId, 'white_label:manage')}
            />
          </>
        ) : (
          <SignInPrompt />
        )}
      </div>
    </div>
  );
}
