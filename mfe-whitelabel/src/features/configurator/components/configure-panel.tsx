import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import { Tabs } from '../../../components/tabs';
import { LivePreview } from '../../preview/components/live-preview';
import type { SaveStatus } from '../../white-label-config/hooks/use-save-white-label-config';
import type { WhiteLabelEdit } from '../../white-label-config/hooks/use-white-label-draft';
import { BrandingFields } from './branding-fields';
import { ColorsFields } from './colors-fields';
import { ConfigActions } from './config-actions';
import { ContactFields } from './contact-fields';
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
}

/** Configure: the Branding, Colors and Contact settings beside a live preview of the brand. */
export function ConfigurePanel({ config, onChange, section, onSectionChange, ...actions }: Props) {
  return (
    <div className={styles.layout}>
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
      <div className={styles.aside}>
        <LivePreview config={config} />
      </div>
    </div>
  );
}
