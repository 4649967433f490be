import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import form from './form.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: string;
  optional?: boolean;
  /** Shown at the end of the label row, such as the recognised card brand. */
  adornment?: ReactNode;
  /** A sentence under the input about what it holds; give it an id and name it in aria-describedby. */
  hint?: ReactNode;
  /** The field's error sentence (a `FieldError`), shown right under the input. */
  error?: ReactNode;
  monospace?: boolean;
  /** Class of the wrapper, for its place in the form's grid. */
  className?: string;
}

/** A labelled input; an optional field says so in its label, so its accessible name says so too. */
export function TextField({
  id,
  ref,
  label,
  optional = false,
  adornment,
  hint,
  error,
  monospace = false,
  className,
  ...input
}: Props) {
  return (
    <div className={className ? `${form.field} ${className}` : form.field}>
      <div className={form.labelRow}>
        <label htmlFor={id} className={form.label}>
          {label}
          {optional && <span className={form.optional}> (optional)</span>}
        </label>
        {adornment}
      </div>
      <input ref={ref} id={id} className={monospace ? `${form.control} ${form.monospace}` : form.control} {...input} />
      {error}
      {hint}
    </div>
  );
}
