import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import type { WhiteLabelEdit } from '../hooks/use-white-label-draft';
import { BackgroundThemes } from './background-themes';
import { ColorField } from './color-field';
import { ColorPresets } from './color-presets';
import styles from './fields.module.css';

interface Props {
  config: WhiteLabelConfig;
  onChange(edit: WhiteLabelEdit): void;
}

export function ColorsFields({ config, onChange }: Props) {
  return (
    <div className={styles.stack}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Brand colors</legend>
        <div className={styles.colors}>
          <ColorField
            label="Primary color"
            value={config.primaryColor}
            onChange={(primaryColor) => onChange({ primaryColor })}
          />
          <ColorField
            label="Secondary color"
            value={config.secondaryColor}
            onChange={(secondaryColor) => onChange({ secondaryColor })}
          />
          <ColorField
            label="Accent color"
            value={config.accentColor}
            onChange={(accentColor) => onChange({ accentColor })}
          />
        </div>
      </fieldset>
      <ColorPresets colors={config} onChoose={onChange} />
      <BackgroundThemes
        value={config.backgroundGradient}
        onChoose={(backgroundGradient) => onChange({ backgroundGradient })}
      />
    </div>
  );
}
