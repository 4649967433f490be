import { Link } from 'react-router-dom';
import { ACCOUNT_MESSAGES, needsEmailVerification } from '@northvault/contracts/accounts';
import { isUpgrade, PLANS, type Plan } from '@northvault/contracts/plans';
import { landingSectionPath, planApiDocsPath } from '@northvault/contracts/routes';
import { useSession } from '@northvault/session';
import type { SignedInPlanDocsAccess } from '../../../utils/decide-plan-docs-access';
import styles from './access-banner.module.css';

interface Props {
  plan: Plan;
  access: SignedInPlanDocsAccess;
}

/**
 * The status banner of docs/product/routes.md#plan-api-documentation; its three titles are quoted from there
 * word for word. Who sees which one is docs/product/roles.md#plan-documentation-access.
 */
export function AccessBanner({ plan, access }: Props) {
  const { user } = useSession();
  const pricing = landingSectionPath('pricing');
  switch (access.status) {
    case 'granted':
      return (
        <section className={`${styles.banner} ${styles.granted}`} aria-labelledby="access-banner-title">
          <h2 id="access-banner-title" className={styles.title}>
            You have access to this plan's API documentation
          </h2>
          <p className={styles.text}>
            Your {plan.name} subscription is active: the endpoints, limits and events below are the ones your
            credentials can use.
          </p>
        </section>
      );
    case 'upgrade-required': {
      const current = access.currentPlanId;
      const higher = isUpgrade(plan.id, current);
      return (
        <section className={`${styles.banner} ${styles.upgrade}`} aria-labelledby="access-banner-title">
          <h2 id="access-banner-title" className={styles.title}>
            Plan Upgrade Required
          </h2>
          <p className={styles.text}>
            Your current plan: <strong className={styles.planId}>{current}</strong>.{' '}
            {higher
              ? `This page describes the ${plan.name} plan; your own plan has its own documentation.`
              : `These docs describe the ${plan.name} plan. Upgrade to use its endpoints and limits with your credentials.`}
          </p>
          <p className={styles.actions}>
            <Link className={styles.primaryLink} to={pricing}>
              View plans and upgrade
            </Link>
            <Link to={planApiDocsPath(current)}>Read the {PLANS[current].name} plan documentation</Link>
          </p>
        </section>
      );
    }
    case 'subscription-required':
      return (
        <section className={`${styles.banner} ${styles.subscribe}`} aria-labelledby="access-banner-title">
          <h2 id="access-banner-title" className={styles.title}>
            Subscription Required
          </h2>
          <p className={styles.text}>
            {needsEmailVerification(user)
              ? ACCOUNT_MESSAGES.verifyEmail
              : `You are signed in but have no active subscription. Choose a plan to get API credentials and full access to the ${plan.name} documentation.`}
          </p>
          <p className={styles.actions}>
            <Link className={styles.primaryLink} to={pricing}>
              Choose a plan
            </Link>
          </p>
        </section>
      );
  }
}
