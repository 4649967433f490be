import { useState } from 'react';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import { useFormErrors } from '@northvault/ui/form-errors';
import { QueryProvider } from '@northvault/ui/query-client';
import buttons from '../components/buttons.module.css';
import { EnterpriseUpgradeBanner } from '../components/enterprise-upgrade-cta';
import { Tabs } from '../components/tabs';
import { DownloadConfigButton } from '../features/config-download/components/download-config-button';
import { BRAND_FIELDS, brandFieldId, type BrandField } from '../features/configurator/components/brand-form-errors';
import { ConfigurePanel, type ConfigureSection } from '../features/configurator/components/configure-panel';
import { useSaveWhiteLabelConfig } from '../features/configurator/hooks/use-save-white-label-config';
import { useWhiteLabelDraft, type WhiteLabelEdit } from '../features/configurator/hooks/use-white-label-draft';
import { toSaveRequest } from '../features/configurator/utils/to-save-request';
import { DeployPanel } from '../features/deploy/components/deploy-panel';
import { useDeployWhiteLabel, type DeployTarget } from '../features/deploy/hooks/use-deploy-white-label';
import { useVerifyDomain } from '../features/deploy/hooks/use-verify-domain';
import { ManagePanel } from '../features/manage/components/manage-panel';
import { LivePreview } from '../features/preview/components/live-preview';
import { UnsavedChangesPrompt } from '../features/unsaved-changes/components/unsaved-changes-prompt';
import styles from './white-label-admin.module.css';

type AdminTab = 'configure' | 'deploy' | 'manage';

interface Props {
  /**
   * Whether the user's plan grants `white_label:manage`: the saved configuration is loaded, and Save and
   * Deploy are offered. Anyone else explores and previews a local draft; the server would refuse them (403).
   */
  canManageWhiteLabel: boolean;
}

/**
 * The white-label admin for a signed-in user: Configure, Deploy and Manage, composed from their features.
 * Its server reads live in a query client of its own, so the next person or plan starts with none.
 */
export function WhiteLabelAdmin(props: Props) {
  return (
    <QueryProvider>
      <Admin {...props} />
    </QueryProvider>
  );
}

function Admin({ canManageWhiteLabel }: Props) {
  const draft = useWhiteLabelDraft(canManageWhiteLabel);
  const saver = useSaveWhiteLabelConfig();
  const deployer = useDeployWhiteLabel(draft.reload);
  const verifier = useVerifyDomain(draft.reload);
  const [tab, setTab] = useState<AdminTab>('configure');
  const [section, setSection] = useState<ConfigureSection>('branding');
  const errors = useFormErrors<BrandField>(brandFieldId, BRAND_FIELDS);

  function edit(change: WhiteLabelEdit) {
    draft.update(change);
    // The fields being fixed lose their mark and their line in the error summary.
    for (const field of Object.keys(change) as BrandField[]) errors.clear(field);
    // An outcome describes the configuration as it was: once it changes, the message would mislead.
    saver.reset();
    deployer.reset();
  }

  async function save(): Promise<DeployTarget> {
    const request = toSaveRequest(draft.config);
    const result = await saver.save(request);
    // The save's own message shows on Configure; a deploy that needed it says the same under its own.
    if (!result.ok) {
      // Refused fields are marked and listed in the focused summary; any other failure is one alert by Save.
      errors.show(result.fields, WHITE_LABEL_MESSAGES.saveRefused);
      return { ok: false, details: [result.message, ...result.details] };
    }
    errors.clearAll();
    await draft.markSaved(result.id, request);
    return { ok: true, configId: result.id };
  }

  function deploy() {
    void deployer.deploy(async () => {
      if (draft.dirty) {
        return save();
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
      <UnsavedChangesPrompt when={canManageWhiteLabel && draft.edited} />
      {!canManageWhiteLabel && <EnterpriseUpgradeBanner />}
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
                preview={<LivePreview config={draft.config} />}
                extraAction={
                  <DownloadConfigButton
                    saved={draft.server.saved}
                    live={draft.server.live}
                    className={buttons.secondary}
                  />
                }
                onChange={edit}
                section={section}
                onSectionChange={setSection}
                canSave={canManageWhiteLabel}
                dirty={draft.dirty}
                saveStatus={saver.status}
                errors={errors}
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
                server={draft.server}
                domainVerified={draft.domainVerified}
                canDeploy={canManageWhiteLabel}
                dirty={draft.dirty}
                status={deployer.status}
                onDeploy={deploy}
                verifier={verifier}
              />
            ),
          },
          {
            id: 'manage',
            label: 'Manage',
            content: (
              <ManagePanel
                config={draft.config}
                dirty={draft.dirty}
                server={draft.server}
                canDeploy={canManageWhiteLabel}
                onChanged={draft.reload}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
