import { WHITE_LABEL_MESSAGES, type WhiteLabelConfig } from '@northvault/contracts/white-label';
import buttons from '../../../components/buttons.module.css';
import { EnterpriseUpgradeNote } from '../../../components/enterprise-upgrade-cta';
import { StatusMessage } from '../../../components/status-message';
import type { ServerState } from '../../../utils/server-state';
import { deactivateWhiteLabel } from '../api/deactivate-white-label';
import { usePlatformAction } from '../hooks/use-platform-action';
import { AuditLog } from './audit-log';
import { ConfigSummary } from './config-summary';
import { VersionList } from './version-list';
import styles from './manage-panel.module.css';

interface Props {
  config: WhiteLabelConfig;
  dirty: boolean;
  server: ServerState;
  /** Enterprise: versions, rollback, deactivation and the history; nobody else has any. */
  canDeploy: boolean;
  onChanged(): Promise<void>;
}

/** Manage: the current configuration, the versions with rollback, deactivation, and the audit log. */
export function ManagePanel({ config, dirty, server, canDeploy, onChanged }: Props) {
  const actions = usePlatformAction(onChanged);
  return (
    <div className={styles.panel}>
      <h2 className={styles.title}>Manage your platform</h2>
      <section className={styles.section} aria-labelledby="white-label-current-config">
        <h3 id="white-label-current-config" className={styles.subtitle}>
          Current configuration
        </h3>
        <ConfigSummary config={config} dirty={dirty} live={server.live} />
      </section>
      <section className={styles.section} aria-labelledby="white-label-versions">
        <h3 id="white-label-versions" className={styles.subtitle}>
          Versions
        </h3>
        {!canDeploy ? (
          <EnterpriseUpgradeNote action="Deploying" />
        ) : (
          <>
            {actions.outcome?.kind === 'success' && <StatusMessage kind="success" message={actions.outcome.message} />}
            {actions.outcome?.kind === 'error' && (
              <StatusMessage
                kind="error"
                message={WHITE_LABEL_MESSAGES.actionFailed}
                details={actions.outcome.details}
              />
            )}
            {server.live && (
              <div className={styles.problem}>
                <p className={styles.note}>
                  Version {server.live.number} is live on {server.live.brand.domain}. Deactivating shows the Northvault
                  site there again; any version can be put back afterwards.
                </p>
                <button
                  type="button"
                  className={buttons.secondary}
                  disabled={actions.pending !== null}
                  onClick={() => void actions.run('deactivate', deactivateWhiteLabel, WHITE_LABEL_MESSAGES.deactivated)}
                >
                  {actions.pending === 'deactivate' ? 'Deactivating…' : 'Deactivate'}
                </button>
              </div>
            )}
            {config.id ? (
              <VersionList actions={actions} />
            ) : (
              <p className={styles.note}>No versions yet. Save and deploy your configuration first.</p>
            )}
          </>
        )}
      </section>
      {canDeploy && config.id && (
        <section className={styles.section} aria-labelledby="white-label-history">
          <h3 id="white-label-history" className={styles.subtitle}>
            History
          </h3>
          <AuditLog />
        </section>
      )}
    </div>
  );
}
