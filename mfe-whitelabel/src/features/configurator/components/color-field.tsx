import { useId, useState } from 'react';
import { isHexColor } from '@northvault/contracts/white-label';
import styles from './color-field.module.css';
import fieldStyles from './fields.module.css';

interface Props {
  label: string;
  /** Always a `#rrggbb` colour. */
  value: string;
  onChange(value: string): void;
}

/** `8080FF` or ` #8080ff ` → `#8080ff`; anything else → null. */
export function normalizeHexColor(text: string): string | null {
  const trimmed = text.trim();
  const candidate = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return isHexColor(candidate) ? candidate.toLowerCase() : null;
}

/**
 * A colour picker beside a hex text field. The text field keeps what is being typed; only a
 * complete colour reaches the configuration, so the picker and the preview always get a valid one.
 */
export function ColorField({ label, value, onChange }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [draftOf, setDraftOf] = useState(value);
  if (draftOf !== value) {
    // The colour changed elsewhere (picker, preset, loaded configuration): show it.
    setDraftOf(value);
    setDraft(value);
  }
  const complete = normalizeHexColor(draft) !== null;

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          type="color"
          className={styles.picker}
          value={value}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
          aria-label={`${label} picker`}
        />
        <input
          id={id}
          className={`${fieldStyles.input} ${styles.hex}`}
          value={draft}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          aria-invalid={!complete || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setDraft(event.target.value);
            const color = normalizeHexColor(event.target.value);
            if (color) onChange(color);
          }}
          onBlur={() => setDraft(value)}
        />
      </div>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        Hex, e.g. #8080ff
      </p>
    </div>
  );
}
