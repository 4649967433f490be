import { useId } from 'react';
import { canDeploy, deploySteps, WHITE_LABEL_MESSAGES, type WhiteLabelConfig } from '@northvault/contracts/white-label';
import buttons from '../../../components/buttons.module.css';
import { StatusMessage } from '../../../components/status-message';
import { EnterpriseUpgradeNote } from '../../access/components/enterprise-upgrade-cta';
import type { DeployStatus } from '../hooks/use-deploy-white-label';
import { DeployStepList } from './deploy-step-list';
import styles from './deploy-panel.module.css';

interface Props {
  config: WhiteLabelConfig;
  /** Enterprise: Deploy is offered; otherwise an upgrade note takes its place. */
  canDeploy: boolean;
  /** Unsaved changes are saved before deploying, so what goes live is what the form shows. */
  dirty: boolean;
  status: DeployStatus;
  onDeploy(): void;
}

/** Deploy: the four steps and the button that puts the platform live (SPEC section 4). */
export function DeployPanel({ config, canDeploy: entitled, dirty, status, onDeploy }: Props) {
  const hintId = useId();
  const steps = deploySteps(config);
  const ready = canDeploy(steps);
  const deploying = status.state === 'deploying';
  const active = config.isActive;
  const hint = active
    ? `Your platform is live${config.domain.trim() ? ` at ${config.domain.trim()}` : ''}.`
    : !ready
      ? 'Complete the first three steps to deploy.'
      : dirty
        ? 'Your latest changes are saved first, then deployed.'
        : null;

  return (
    <div className={styles.panel}>
      <h2 className={styles.title}>Deploy your platform</h2>
      <DeployStepList steps={steps} />
      {entitled ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.primary}
            disabled={!ready || deploying || active}
            aria-describedby={hint ? hintId : undefined}
            onClick={onDeploy}
          >
            {active ? 'Platform Active' : deploying ? 'Deploying…' : 'Deploy'}
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
