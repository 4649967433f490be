import { useState } from 'react';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import { Tabs } from '../../../components/tabs';
import { EnterpriseUpgradeBanner } from '../../access/components/enterprise-upgrade-cta';
import { ConfigurePanel, type ConfigureSection } from '../../configurator/components/configure-panel';
import { DeployPanel } from '../../deploy/components/deploy-panel';
import { useDeployWhiteLabel, type DeployTarget } from '../../deploy/hooks/use-deploy-white-label';
import { ManagePanel } from '../../manage/components/manage-panel';
import { useSaveWhiteLabelConfig } from '../../white-label-config/hooks/use-save-white-label-config';
import { useWhiteLabelDraft, type WhiteLabelEdit } from '../../white-label-config/hooks/use-white-label-draft';
import { toSaveRequest } from '../../white-label-config/utils/to-save-request';
import styles from './white-label-admin.module.css';

type AdminTab = 'configure' | 'deploy' | 'manage';

interface Props {
  /**
   * Enterprise: the saved configuration is loaded, and Save and Deploy are offered. Anyone else
   * explores and previews a local draft; the server would refuse them (403) anyway.
   */
  enterprise: boolean;
}

/** The white-label admin for a signed-in user: Configure, Deploy and Manage (SPEC section 2). */
export function WhiteLabelAdmin({ enterprise }: Props) {
  const draft = useWhiteLabelDraft(enterprise);
  const saver = useSaveWhiteLabelConfig();
  const deployer = useDeployWhiteLabel(draft.markActive);
  const [tab, setTab] = useState<AdminTab>('configure');
  const [section, setSection] = useState<ConfigureSection>('branding');

  function edit(change: WhiteLabelEdit) {
    draft.update(change);
    // An outcome describes the configuration as it was: once it changes, the message would mislead.
    saver.reset();
  }

  async function save(): Promise<DeployTarget> {
    const request = toSaveRequest(draft.config);
    const result = await saver.save(request);
    if (!result.ok) return result;
    draft.markSaved(result.id, request);
    return { ok: true, configId: result.id };
  }

  function deploy() {
    void deployer.deploy(async () => {
      if (draft.dirty) {
        const saved = await save();
        // The save's own message shows on Configure; here say why the deploy did not happen.
        return saved.ok ? saved : { ok: false, details: [WHITE_LABEL_MESSAGES.saveFailed, ...saved.details] };
      }
      return { ok: true, configId: draft.config.id! };
    });
  }

  if (draft.loading) {
    return (
      <p className={styles.loading} aria-busy="true">
        Loading your configuration…
      </p>
    );
  }

  return (
    <div>
      {!enterprise && <EnterpriseUpgradeBanner />}
      <Tabs<AdminTab>
        label="White-label admin"
        selectedId={tab}
        onSelect={setTab}
        items={[
          {
            id: 'configure',
            label: 'Configure',
            content: (
              <ConfigurePanel
                config={draft.config}
                onChange={edit}
                section={section}
                onSectionChange={setSection}
                canSave={enterprise}
                dirty={draft.dirty}
                saveStatus={saver.status}
                onSave={() => void save()}
              />
            ),
          },
          {
            id: 'deploy',
            label: 'Deploy',
            content: (
              <DeployPanel
                config={draft.config}
                canDeploy={enterprise}
                dirty={draft.dirty}
                status={deployer.status}
                onDeploy={deploy}
              />
            ),
          },
          {
            id: 'manage',
            label: 'Manage',
            content: <ManagePanel config={draft.config} dirty={draft.dirty} canDeploy={enterprise} />,
          },
        ]}
      />
    </div>
  );
}
