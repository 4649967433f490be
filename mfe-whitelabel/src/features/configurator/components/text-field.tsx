import { useId, useState, type HTMLAttributes } from 'react';
import { brandFieldId, useBrandFormErrors, type BrandField } from './brand-form-errors';
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
  /** The configuration key it edits: a save the server refused for it marks it with the server's sentence. */
  field?: BrandField;
}

/**
 * A labelled text input. A broken rule is advice only: the server validates every field on
 * save and says which one it refused, so the user is never blocked by the browser's guess.
 */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  hint,
  rule,
  problem,
  wide,
  field,
  ...input
}: Props) {
  const generatedId = useId();
  // A configuration field has a known id, which the form's error summary links to.
  const id = field === undefined ? generatedId : brandFieldId(field);
  const [left, setLeft] = useState(false);
  const trimmed = value.trim();
  const errors = useBrandFormErrors();
  const refused = field === undefined ? undefined : errors?.errorOf(field);
  const broken = left && rule !== undefined && trimmed !== '' && !rule(trimmed);
  // The server's word outranks the browser's guess: it is why the save did not happen.
  const shownProblem = refused ?? (broken ? problem : undefined);
  const describedBy = [shownProblem !== undefined && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');

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
        aria-invalid={shownProblem !== undefined || undefined}
        aria-describedby={describedBy || undefined}
        spellCheck={type === 'text' ? undefined : false}
        {...input}
      />
      {shownProblem !== undefined && (
        // Appears once focus has moved on, or after a save: announced by the field's own alert only
        // for the browser's check; the error summary already reads the server's sentences.
        <p id={`${id}-error`} className={styles.problem} role={refused === undefined ? 'alert' : undefined}>
          {shownProblem}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
