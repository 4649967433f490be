import { COLOR_PRESETS, matchesPreset, type BrandColors } from '../content/color-presets';
import fieldStyles from './fields.module.css';
import styles from './swatch-options.module.css';

interface Props {
  colors: BrandColors;
  onChoose(colors: BrandColors): void;
}

/** One click sets primary, secondary and accent together; the preset in use shows as pressed. */
export function ColorPresets({ colors, onChoose }: Props) {
  return (
    <fieldset className={fieldStyles.group}>
      <legend className={fieldStyles.legend}>Color presets</legend>
      <div className={styles.grid}>
        {COLOR_PRESETS.map((preset) => (
          <button
            key={preset.name}
            type="button"
            className={styles.option}
            aria-pressed={matchesPreset(colors, preset)}
            onClick={() =>
              onChoose({
                primaryColor: preset.primaryColor,
                secondaryColor: preset.secondaryColor,
                accentColor: preset.accentColor,
              })
            }
          >
            <span className={styles.swatches} aria-hidden="true">
              {[preset.primaryColor, preset.secondaryColor, preset.accentColor].map((color, index) => (
                <span key={index} className={styles.dot} style={{ background: color }} />
              ))}
            </span>
            {preset.name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
