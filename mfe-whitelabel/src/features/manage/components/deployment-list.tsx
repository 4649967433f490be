import type { WhiteLabelDeployment } from '@northvault/contracts/api';
import buttons from '../../../components/buttons.module.css';
import { useWhiteLabelDeployments } from '../hooks/use-white-label-deployments';
import { formatDeployedAt } from '../utils/format-deployed-at';
import styles from './manage-panel.module.css';

const STATUS_LABELS: Record<WhiteLabelDeployment['status'], string> = {
  active: 'Active',
  superseded: 'Superseded',
};

/** The organisation's deployments, newest first, as the server lists them. */
export function DeploymentList() {
  const { deployments, retry } = useWhiteLabelDeployments();

  if (deployments.state === 'loading') {
    return (
      <p className={styles.note} aria-busy="true">
        Loading deployments…
      </p>
    );
  }
  if (deployments.state === 'error') {
    return (
      <div className={styles.problem}>
        <p className={styles.note}>The deployments could not be loaded.</p>
        <button type="button" className={buttons.secondary} onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  if (deployments.deployments.length === 0) {
    return <p className={styles.note}>No deployments yet. Deploy your platform from the Deploy tab.</p>;
  }
  return (
    <ul className={styles.deployments}>
      {deployments.deployments.map((deployment) => (
        <li key={deployment.id} className={styles.deployment}>
          <span className={styles.domain}>{deployment.domain}</span>
          <span className={deployment.status === 'active' ? `${styles.badge} ${styles.active}` : styles.badge}>
            {STATUS_LABELS[deployment.status] ?? deployment.status}
          </span>
          <span className={styles.meta}>
            Deployed <time dateTime={deployment.deployedAt}>{formatDeployedAt(deployment.deployedAt)}</time> · ID{' '}
            {deployment.id}
          </span>
        </li>
      ))}
    </ul>
  );
}
