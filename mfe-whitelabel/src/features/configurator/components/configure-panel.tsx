import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import { ErrorSummary } from '@northvault/ui/form-errors';
import { Tabs } from '../../../components/tabs';
import type { SaveStatus } from '../hooks/use-save-white-label-config';
import type { WhiteLabelEdit } from '../hooks/use-white-label-draft';
import {
  BrandFormErrorsProvider,
  sectionOfFieldId,
  type BrandFormErrors,
  type ConfigureSection,
} from './brand-form-errors';
import { BrandingFields } from './branding-fields';
import { ColorsFields } from './colors-fields';
import { ConfigActions } from './config-actions';
import { ContactFields } from './contact-fields';
import styles from './configure-panel.module.css';

export type { ConfigureSection } from './brand-form-errors';

interface Props {
  config: WhiteLabelConfig;
  onChange(edit: WhiteLabelEdit): void;
  section: ConfigureSection;
  onSectionChange(section: ConfigureSection): void;
  canSave: boolean;
  dirty: boolean;
  saveStatus: SaveStatus;
  /** The fields the server refused at the last save: marked, and listed in the summary above the sections. */
  errors: BrandFormErrors;
  onSave(): void;
  /** Beside Save: another way to take the configuration away (Download Config). */
  extraAction: ReactNode;
  /** Shown beside the settings: the brand as it is being configured. */
  preview: ReactNode;
}

/** Configure: the Branding, Colors and Contact settings beside a live preview of the brand. */
export function ConfigurePanel({ config, onChange, section, onSectionChange, preview, errors, ...actions }: Props) {
  /** A problem's link opens the section that holds its field first, so the focus can land on it. */
  function reveal(fieldId: string) {
    const holder = sectionOfFieldId(fieldId);
    if (holder !== undefined && holder !== section) flushSync(() => onSectionChange(holder));
  }

  return (
    <div className={styles.layout}>
      <BrandFormErrorsProvider value={errors}>
        <div className={styles.editor}>
          <h2 className={styles.title}>Configure your brand</h2>
          <ErrorSummary summary={errors.summary} onReveal={reveal} className={styles.summary} />
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
          <ConfigActions config={config} refusedFieldsShown={errors.summary !== null} {...actions} />
        </div>
      </BrandFormErrorsProvider>
      <div className={styles.aside}>{preview}</div>
    </div>
  );
}
