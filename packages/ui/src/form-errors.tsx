/**
 * One way every form shows what is wrong (docs/product/messages.md#form-errors): each invalid field
 * is marked (`aria-invalid`) with its sentence under it, linked by `aria-describedby`; a summary at
 * the top of the form lists the problems, each a link to its field, and takes focus so the list is
 * read out and the next Tab reaches the first problem. Submit buttons stay enabled: a submit with
 * problems shows them instead of sending.
 */
import { useEffect, useId, useRef, useState, type MouseEvent, type RefObject } from 'react';
import styles from './form-errors.module.css';

/** The sentence for each field that is wrong. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The summary's heading when the form has no sentence of its own for the whole. */
export const ERROR_SUMMARY_TITLE = 'There is a problem';

export interface ErrorSummaryProps {
  ref: RefObject<HTMLDivElement | null>;
  title: string;
  problems: ReadonlyArray<{ fieldId: string; message: string }>;
}

interface Shown<Field extends string> {
  fields: FieldErrors<Field>;
  title: string;
  /** Counts the submits that showed problems: each one moves focus to the summary again. */
  attempt: number;
}

/** Whether a server's field sentences name any field of the form: if not, its refusal is about the whole form. */
export function namesAnyField<Field extends string>(fields: Record<string, string>, order: readonly Field[]): boolean {
  return order.some((field) => fields[field] !== undefined);
}

/**
 * The errors of one form. `fieldId` gives the id of each field's control; `order` is the order of
 * the fields on the page, which the summary follows whatever order the errors came in.
 */
export function useFormErrors<Field extends string>(fieldId: (field: Field) => string, order: readonly Field[]) {
  const [shown, setShown] = useState<Shown<Field> | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const attempt = shown?.attempt ?? 0;

  useEffect(() => {
    if (attempt > 0) summaryRef.current?.focus();
  }, [attempt]);

  const errorId = (field: Field) => `${fieldId(field)}-error`;
  const errorOf = (field: Field): string | undefined => shown?.fields[field];

  /** Shows `fields` (none: clears them); says whether there was anything to show. */
  function show(fields: FieldErrors<Field>, title: string = ERROR_SUMMARY_TITLE): boolean {
    const known = order.filter((field) => fields[field] !== undefined);
    if (known.length === 0) {
      setShown(null);
      return false;
    }
    setShown((previous) => ({
      fields: Object.fromEntries(known.map((field) => [field, fields[field]])) as FieldErrors<Field>,
      title,
      attempt: (previous?.attempt ?? attempt) + 1,
    }));
    return true;
  }

  /** The person is fixing `field`: its mark goes, and so does its line in the summary. */
  function clear(field: Field) {
    setShown((previous) => {
      if (!previous || previous.fields[field] === undefined) return previous;
      const fields = { ...previous.fields };
      delete fields[field];
      return Object.keys(fields).length === 0 ? null : { ...previous, fields };
    });
  }

  function clearAll() {
    setShown(null);
  }

  /** `aria-invalid` and `aria-describedby` for a field's control; `describedBy` adds its other descriptions. */
  function fieldProps(field: Field, describedBy?: string) {
    const invalid = errorOf(field) !== undefined;
    const descriptions = [invalid ? errorId(field) : undefined, describedBy].filter(Boolean).join(' ');
    return { 'aria-invalid': invalid || undefined, 'aria-describedby': descriptions || undefined };
  }

  const summary: ErrorSummaryProps | null = shown && {
    ref: summaryRef,
    title: shown.title,
    problems: order.flatMap((field) => {
      const message = shown.fields[field];
      return message === undefined ? [] : [{ fieldId: fieldId(field), message }];
    }),
  };

  return { show, clear, clearAll, errorOf, errorId, fieldProps, summary };
}

interface ErrorSummaryViewProps {
  summary: ErrorSummaryProps | null;
  className?: string;
  /**
   * Called before a problem's link focuses its field, for a form whose field may be out of view in a closed tab:
   * it shows the field (rendering it synchronously, e.g. with `flushSync`) so that the focus can land on it.
   */
  onReveal?: (fieldId: string) => void;
}

/**
 * The list of problems at the top of a form. A problem whose sentence is the title itself is not
 * listed again: the title already says it, and the field is marked.
 */
export function ErrorSummary({ summary, className, onReveal }: ErrorSummaryViewProps) {
  const titleId = useId();
  if (!summary) return null;
  const { ref, title, problems } = summary;
  const listed = problems.filter((problem) => problem.message !== title);

  function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    // The page is routed: a hash would change the URL, when all that is wanted is the field.
    event.preventDefault();
    onReveal?.(fieldId);
    document.getElementById(fieldId)?.focus();
  }

  return (
    <div
      ref={ref}
      className={className ? `${styles.summary} ${className}` : styles.summary}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
    >
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      {listed.length > 0 && (
        <ul className={styles.list}>
          {listed.map((problem) => (
            <li key={problem.fieldId}>
              <a href={`#${problem.fieldId}`} onClick={(event) => focusField(event, problem.fieldId)}>
                {problem.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A field's sentence, under its control; `id` is what the control's `aria-describedby` names.
 * `className` adds a form's own look (a light sentence on a dark band).
 */
export function FieldError({
  id,
  message,
  className,
}: {
  id: string;
  message: string | undefined;
  className?: string;
}) {
  if (message === undefined) return null;
  return (
    <p id={id} className={className ? `${styles.fieldError} ${className}` : styles.fieldError}>
      {message}
    </p>
  );
}
