import { useId, useState, type HTMLAttributes } from 'react';
import styles from './fields.module.css';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'url' | 'email' | 'tel';
  hint?: string;
  /** A field rule from the contracts; a filled-in value that breaks it shows `problem` once the user leaves the field. */
  rule?: (value: string) => boolean;
  problem?: string;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  wide?: boolean;
}

/**
 * A labelled text input. A broken rule is advice only: the server validates every field on
 * save and says which one it refused, so the user is never blocked by the browser's guess.
 */
export function TextField({ label, value, onChange, type = 'text', hint, rule, problem, wide, ...input }: Props) {
  const id = useId();
  const [left, setLeft] = useState(false);
  const trimmed = value.trim();
  const broken = left && rule !== undefined && trimmed !== '' && !rule(trimmed);
  const describedBy = [hint && `${id}-hint`, broken && `${id}-problem`].filter(Boolean).join(' ');

  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setLeft(true)}
        aria-invalid={broken || undefined}
        aria-describedby={describedBy || undefined}
        spellCheck={type === 'text' ? undefined : false}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {broken && (
        // Appears once focus has moved on: announced, or a screen reader user would never learn of it.
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
