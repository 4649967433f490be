import type { ReactNode } from 'react';
import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import { Tabs } from '../../../components/tabs';
import type { SaveStatus } from '../hooks/use-save-white-label-config';
import type { WhiteLabelEdit } from '../hooks/use-white-label-draft';
import { BrandingFields } from './branding-fields';
import { ColorsFields } from './colors-fields';
import { ConfigActions } from './config-actions';
import { ContactFields } from './contact-fields';
import { RefusedFieldsProvider } from './refused-fields';
import styles from './configure-panel.module.css';

export type ConfigureSection = 'branding' | 'colors' | 'contact';

interface Props {
  config: WhiteLabelConfig;
  onChange(edit: WhiteLabelEdit): void;
  section: ConfigureSection;
  onSectionChange(section: ConfigureSection): void;
  canSave: boolean;
  dirty: boolean;
  saveStatus: SaveStatus;
  onSave(): void;
  /** Beside Save: another way to take the configuration away (Download Config). */
  extraAction: ReactNode;
  /** Shown beside the settings: the brand as it is being configured. */
  preview: ReactNode;
}

/** Configure: the Branding, Colors and Contact settings beside a live preview of the brand. */
export function ConfigurePanel({ config, onChange, section, onSectionChange, preview, ...actions }: Props) {
  const refused = actions.saveStatus.state === 'error' ? actions.saveStatus.fields : {};
  return (
    <div className={styles.layout}>
      <RefusedFieldsProvider value={refused}>
        <div className={styles.editor}>
          <h2 className={styles.title}>Configure your brand</h2>
          <Tabs<ConfigureSection>
            label="Configuration sections"
            variant="sub"
            selectedId={section}
            onSelect={onSectionChange}
            items={[
              { id: 'branding', label: 'Branding', content: <BrandingFields config={config} onChange={onChange} /> },
              { id: 'colors', label: 'Colors', content: <ColorsFields config={config} onChange={onChange} /> },
              { id: 'contact', label: 'Contact', content: <ContactFields config={config} onChange={onChange} /> },
            ]}
          />
          <ConfigActions config={config} {...actions} />
        </div>
      </RefusedFieldsProvider>
      <div className={styles.aside}>{preview}</div>
    </div>
  );
}
