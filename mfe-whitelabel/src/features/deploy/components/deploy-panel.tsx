import { useId } from 'react';
import { canDeploy, deploySteps, WHITE_LABEL_MESSAGES, type WhiteLabelConfig } from '@northvault/contracts/white-label';
import { brandContrastProblems } from '@northvault/contracts/white-label-contrast';
import { isDevelopmentDomain } from '@northvault/contracts/white-label-domains';
import buttons from '../../../components/buttons.module.css';
import { EnterpriseUpgradeNote } from '../../../components/enterprise-upgrade-cta';
import { StatusMessage } from '../../../components/status-message';
import type { ServerState } from '../../../utils/server-state';
import type { DeployStatus } from '../hooks/use-deploy-white-label';
import type { useVerifyDomain } from '../hooks/use-verify-domain';
import { DeployStepList } from './deploy-step-list';
import { DomainSetup } from './domain-setup';
import styles from './deploy-panel.module.css';

interface Props {
  config: WhiteLabelConfig;
  server: ServerState;
  /** The server has proved the domain the form shows. */
  domainVerified: boolean;
  /** Enterprise: Deploy is offered; otherwise an upgrade note takes its place. */
  canDeploy: boolean;
  /** Unsaved changes are saved before deploying, so what goes live is what the form shows. */
  dirty: boolean;
  status: DeployStatus;
  onDeploy(): void;
  verifier: ReturnType<typeof useVerifyDomain>;
}

/** Where a live domain is reached: a `*.localhost` name on this site's port in development. */
function siteAddress(domain: string): string {
  if (isDevelopmentDomain(domain))
    return `${window.location.protocol}//${domain}${window.location.port ? `:${window.location.port}` : ''}/`;
  return `https://${domain}/`;
}

/** Deploy: the four steps, the domain's proof, and the button that publishes the draft. */
export function DeployPanel({
  config,
  server,
  domainVerified,
  canDeploy: entitled,
  dirty,
  status,
  onDeploy,
  verifier,
}: Props) {
  const hintId = useId();
  const steps = deploySteps({ ...config, isActive: server.live !== null }, domainVerified);
  const ready = canDeploy(steps);
  const contrast = brandContrastProblems(config);
  const deploying = status.state === 'deploying';
  const live = server.live;
  const upToDate = live !== null && server.upToDate && !dirty;
  const label = deploying ? 'Deploying…' : live ? (upToDate ? 'Platform Active' : 'Deploy changes') : 'Deploy';
  const hint = !ready
    ? 'Complete the first three steps to deploy.'
    : contrast.length > 0
      ? 'Fix the contrast of your colors on the Configure tab to deploy.'
      : upToDate
        ? null
        : dirty
          ? 'Your latest changes are saved first, then deployed.'
          : live
            ? `Version ${live.number} is live; your saved changes are not yet.`
            : null;

  return (
    <div className={styles.panel}>
      <h2 className={styles.title}>Deploy your platform</h2>
      <DeployStepList steps={steps} />
      <DomainSetup domain={config.domain} status={server.domain} verifier={verifier} canVerify={entitled} />
      {live && (
        <p className={styles.live}>
          Your platform is live at{' '}
          <a href={siteAddress(live.brand.domain)} target="_blank" rel="noreferrer">
            {live.brand.domain}
          </a>{' '}
          (version {live.number}).
        </p>
      )}
      {entitled ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.primary}
            disabled={!ready || deploying || upToDate || contrast.length > 0}
            aria-describedby={hint ? hintId : undefined}
            onClick={onDeploy}
          >
            {label}
          </button>
          {hint && (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          )}
        </div>
      ) : (
        <EnterpriseUpgradeNote action="Deploying" />
      )}
      {status.state === 'success' && <StatusMessage kind="success" message={WHITE_LABEL_MESSAGES.deployed} />}
      {status.state === 'error' && (
        <StatusMessage kind="error" message={WHITE_LABEL_MESSAGES.deployFailed} details={status.details} />
      )}
    </div>
  );
}
