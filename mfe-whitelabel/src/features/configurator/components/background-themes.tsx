import { useId } from 'react';
import { BACKGROUND_THEMES } from '../content/background-themes';
import fieldStyles from './fields.module.css';
import styles from './swatch-options.module.css';

interface Props {
  /** The configuration's gradient; one from elsewhere (an older save) leaves no theme checked. */
  value: string;
  onChoose(gradient: string): void;
}

/** A radio group, so arrow keys move between the six themes as in any native choice. */
export function BackgroundThemes({ value, onChoose }: Props) {
  const name = useId();
  return (
    <fieldset className={fieldStyles.group}>
      <legend className={fieldStyles.legend}>Background theme</legend>
      <div className={styles.grid}>
        {BACKGROUND_THEMES.map((theme) => (
          <label key={theme.name} className={styles.option}>
            <input
              type="radio"
              name={name}
              className={`${fieldStyles.visuallyHidden} ${styles.radio}`}
              checked={theme.gradient === value}
              onChange={() => onChoose(theme.gradient)}
            />
            <span className={styles.gradient} style={{ background: theme.gradient }} aria-hidden="true" />
            {theme.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
