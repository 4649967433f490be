import type { ReactNode } from 'react';
import { WHITE_LABEL_MESSAGES, type WhiteLabelConfig } from '@northvault/contracts/white-label';
import buttons from '../../../components/buttons.module.css';
import { StatusMessage } from '../../../components/status-message';
import { EnterpriseUpgradeNote } from '../../../components/enterprise-upgrade-cta';
import type { SaveStatus } from '../hooks/use-save-white-label-config';
import styles from './config-actions.module.css';

interface Props {
  config: WhiteLabelConfig;
  /** Enterprise: Save is offered; otherwise an upgrade note takes its place. */
  canSave: boolean;
  /** Whether the form differs from what is saved. */
  dirty: boolean;
  saveStatus: SaveStatus;
  /** The save was refused for fields, which the form's error summary lists: no second alert here. */
  refusedFieldsShown: boolean;
  onSave(): void;
  /** Shown after Save, for everyone. */
  extraAction: ReactNode;
}

export function ConfigActions({ config, canSave, dirty, saveStatus, refusedFieldsShown, onSave, extraAction }: Props) {
  const saving = saveStatus.state === 'saving';
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        {canSave && (
          <button type="button" className={buttons.primary} disabled={saving} onClick={onSave}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        )}
        {extraAction}
        {canSave && config.id && dirty && saveStatus.state === 'idle' && (
          <span className={styles.unsaved}>Unsaved changes</span>
        )}
      </div>
      {!canSave && <EnterpriseUpgradeNote action="Saving" />}
      {saveStatus.state === 'success' && <StatusMessage kind="success" message={WHITE_LABEL_MESSAGES.saved} />}
      {saveStatus.state === 'error' && !refusedFieldsShown && (
        <StatusMessage kind="error" message={saveStatus.message} details={saveStatus.details} />
      )}
    </div>
  );
}
