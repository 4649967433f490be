import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TIMINGS } from '@northvault/contracts/business';
import { formatPrice, PLANS } from '@northvault/contracts/plans';
import { planApiDocsPath, ROUTES } from '@northvault/contracts/routes';
import { useSession } from '@northvault/session';
import { PlanIcon } from '@northvault/ui/plan-icon';
import buttons from '@northvault/ui/buttons.module.css';
import { useCheckoutReceipt } from '../hooks/use-checkout-receipt';
import { useCountdown } from '../hooks/use-countdown';
import type { SuccessParams } from '../utils/read-success-params';
import styles from './success-view.module.css';

function formatAmount(amountCents: number, currency: string): string {
  return (amountCents / 100).toLocaleString('en-US', { style: 'currency', currency });
}

/**
 * After a payment: what was bought, then the plan's docs in 5 seconds. The plan and name come
 * from the link; the payment's details only from the server, for the browser that paid or the
 * account that owns it, so a link anyone can write shows no transaction, amount or card.
 */
export function SuccessView({ plan: planId, name, transactionId }: SuccessParams) {
  const plan = PLANS[planId];
  const docsPath = planApiDocsPath(plan.id);
  const { user, redirectToLogin } = useSession();
  const receiptState = useCheckoutReceipt(transactionId);
  const receipt = receiptState.status === 'confirmed' ? receiptState.receipt : null;
  const mustSignIn = receipt !== null && !receipt.claimed && user?.email !== receipt.email;
  const navigate = useNavigate();
  // Leaving for account setup stops the countdown: it must not pull the browser to the docs mid-way.
  const [settingUpAccount, setSettingUpAccount] = useState(false);
  const remaining = useCountdown(TIMINGS.successRedirectSeconds, !settingUpAccount);

  useEffect(() => {
    // Replace: Back from the docs returns to the landing page, not to another countdown.
    if (remaining === 0) navigate(docsPath, { replace: true });
  }, [remaining, docsPath, navigate]);

  /**
   * Account setup needs the account that paid: sign in with the paying email filled in at the
   * provider, and come back to /account/setup (docs/product/routes.md#success-page).
   */
  function continueToAccountSetup() {
    setSettingUpAccount(true);
    void redirectToLogin({ returnTo: ROUTES.accountSetup, loginHint: receipt?.email });
  }

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <svg className={styles.check} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.14" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        </svg>
        <h1 className={styles.title}>Payment Successful!</h1>
        {name && <p className={styles.welcome}>Welcome, {name}!</p>}
        <p className={styles.lead}>
          Your {plan.name} plan is active{receipt ? ` for ${receipt.email}` : ''}.
          {mustSignIn && ' Sign in with this email to reach your plan’s documentation.'}
        </p>

        <dl className={styles.receipt} aria-busy={receiptState.status === 'loading'}>
          <div>
            <dt>Plan</dt>
            <dd className={styles.plan}>
              <PlanIcon name={plan.icon} className={styles.planIcon} />
              {plan.name} · {formatPrice(plan)}
              {plan.period}
            </dd>
          </div>
          {receipt && (
            <>
              <div>
                <dt>Transaction ID</dt>
                <dd className={styles.mono}>{receipt.transactionId}</dd>
              </div>
              <div>
                <dt>Amount paid</dt>
                <dd>{formatAmount(receipt.amountCents, receipt.currency)}</dd>
              </div>
              <div>
                <dt>Card</dt>
                <dd>
                  {receipt.cardBrand} ending in <span className={styles.mono}>{receipt.cardLast4}</span>
                </dd>
              </div>
            </>
          )}
        </dl>

        <h2 className={styles.subtitle}>Included in your {plan.name} plan</h2>
        <ul className={styles.features}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>

        <p className={styles.tip}>
          <strong>Tip:</strong> in account setup you choose your subscription password. Your subscription email and that
          password are your API credentials: the documentation uses them to get your first bearer token.
        </p>

        <div className={styles.actions}>
          <Link className={buttons.primary} to={docsPath}>
            View Your API Documentation
          </Link>
          <button type="button" className={buttons.secondary} onClick={continueToAccountSetup}>
            Continue to Account Setup
          </button>
        </div>

        {/* role="timer" is not announced every second; the text is there for whoever looks. */}
        <p className={styles.countdown} role="timer">
          {settingUpAccount ? (
            'Taking you to account setup…'
          ) : (
            <>
              Opening your {plan.name} API documentation in <span className={styles.seconds}>{remaining}</span>{' '}
              {remaining === 1 ? 'second' : 'seconds'}…
            </>
          )}
        </p>
      </div>
    </div>
  );
}
