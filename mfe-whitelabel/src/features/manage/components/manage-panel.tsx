import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import { EnterpriseUpgradeNote } from '../../access/components/enterprise-upgrade-cta';
import { ConfigSummary } from './config-summary';
import { DeploymentList } from './deployment-list';
import styles from './manage-panel.module.css';

interface Props {
  config: WhiteLabelConfig;
  dirty: boolean;
  /** Enterprise: the deployments are loaded from the server; nobody else has any. */
  canDeploy: boolean;
}

/** Manage: the current configuration and its deployments. */
export function ManagePanel({ config, dirty, canDeploy }: Props) {
  return (
    <div className={styles.panel}>
      <h2 className={styles.title}>Manage your platform</h2>
      <section className={styles.section} aria-labelledby="white-label-current-config">
        <h3 id="white-label-current-config" className={styles.subtitle}>
          Current configuration
        </h3>
        <ConfigSummary config={config} dirty={dirty} />
      </section>
      <section className={styles.section} aria-labelledby="white-label-deployments">
        <h3 id="white-label-deployments" className={styles.subtitle}>
          Deployments
        </h3>
        {!canDeploy ? (
          <EnterpriseUpgradeNote action="Deploying" />
        ) : config.id ? (
          // Keyed by the active state: a deploy made meanwhile shows up when the list is opened again.
          <DeploymentList key={String(config.isActive)} />
        ) : (
          <p className={styles.note}>No deployments yet. Save and deploy your configuration first.</p>
        )}
      </section>
    </div>
  );
}
