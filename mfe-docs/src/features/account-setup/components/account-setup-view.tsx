import { Link } from 'react-router-dom';
import { PUBLIC_API } from '@northvault/contracts/business';
import { PLANS } from '@northvault/contracts/plans';
import { landingSectionPath, ROUTES } from '@northvault/contracts/routes';
import { SUBSCRIPTION_PASSWORD_MESSAGES } from '@northvault/contracts/sandbox';
import { CodeBlock } from '../../../components/code-block';
import { DocsPageHeader } from '../../../components/docs-page';
import { useAccountSetup } from '../hooks/use-account-setup';
import { sampleTemplate } from '../../../utils/sample-template';
import { listAccountsSample, loginSample, PASSWORD_PLACEHOLDER } from '../utils/first-call-samples';
import { SubscriptionPasswordForm } from './subscription-password-form';
import styles from './account-setup-view.module.css';

/**
 * Account setup (docs/product/routes.md#account-setup): the subscription password, then the first
 * API call with the subscriber's own base URL, email, organisation and plan filled in.
 */
export function AccountSetupView() {
  const { state, reload } = useAccountSetup();

  return (
    <>
      <DocsPageHeader eyebrow="Account" title="Account Setup" />
      {state.status === 'loading' && (
        <p className={styles.text} aria-busy="true">
          Loading your account…
        </p>
      )}
      {state.status === 'failed' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'loaded' && state.setup.planId === null && (
        <section className={styles.section}>
          <p className={styles.text}>{SUBSCRIPTION_PASSWORD_MESSAGES.noPlan}</p>
          <Link className={styles.link} to={landingSectionPath('pricing')}>
            Choose a plan
          </Link>
        </section>
      )}
      {state.status === 'loaded' && state.setup.planId !== null && (
        <>
          <section className={styles.section} aria-labelledby="subscription-password">
            <h2 id="subscription-password" className={styles.sectionTitle}>
              Subscription password
            </h2>
            <p className={styles.text}>
              Your subscription email, <strong>{state.setup.email}</strong>, and this password are your API credentials.
              {state.setup.passwordSet
                ? ' A password is set. Changing it signs out every token the old one issued.'
                : ' No password is set yet.'}
            </p>
            <SubscriptionPasswordForm passwordSet={state.setup.passwordSet} onSaved={reload} />
            <p className={styles.text}>
              For scripts, CI jobs and teammates, a secret API key needs no password and no sign-in: create one on{' '}
              <Link className={styles.link} to={ROUTES.accountDevelopers}>
                Developers
              </Link>
              .
            </p>
          </section>
          {state.setup.passwordSet && state.setup.organization !== null && (
            <FirstCall
              values={{
                baseUrl: state.setup.sandboxBaseUrl,
                email: state.setup.email,
                organization: state.setup.organization,
                planId: state.setup.planId,
              }}
            />
          )}
        </>
      )}
    </>
  );
}

function FirstCall({ values }: { values: Parameters<typeof loginSample>[0] }) {
  return (
    <section className={styles.section} aria-labelledby="first-call">
      <h2 id="first-call" className={styles.sectionTitle}>
        Your first API call
      </h2>
      <dl className={styles.values}>
        <dt>Base URL</dt>
        <dd>{values.baseUrl}</dd>
        <dt>Email</dt>
        <dd>{values.email}</dd>
        <dt>Organization</dt>
        <dd>{values.organization}</dd>
        <dt>{PUBLIC_API.planHeader}</dt>
        <dd>{values.planId}</dd>
      </dl>
      <p className={styles.text}>
        Sign in with <code>POST /auth/login</code>: it answers a bearer token valid for one hour. Put your password in
        place of <code>{PASSWORD_PLACEHOLDER}</code>.
      </p>
      <CodeBlock
        code={loginSample(values)}
        label="login call"
        caption="POST /auth/login"
        template={sampleTemplate(loginSample, values)}
      />
      <p className={styles.text}>
        Then list your {PLANS[values.planId].name} accounts: this signs in and calls <code>GET /banking/accounts</code>{' '}
        with the token, ready to run in a terminal once your password is in.
      </p>
      <CodeBlock
        code={listAccountsSample(values)}
        label="accounts call"
        caption="GET /banking/accounts"
        template={sampleTemplate(listAccountsSample, values)}
      />
    </section>
  );
}
