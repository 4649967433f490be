import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock';
import { useModalFocus } from '../hooks/use-modal-focus';
import styles from './modal-dialog.module.css';

interface Props {
  title: string;
  /** A line under the title, read out with it when the dialog opens. */
  description?: ReactNode;
  onClose: () => void;
  /** While false, Escape and the close button do nothing (for example while a payment is on its way). */
  closable?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog rendered on `document.body`, above the shell's sticky header: labelled by its
 * title, focus kept inside, closed by Escape or its close button.
 */
export function ModalDialog({ title, description, onClose, closable = true, children }: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModalFocus(dialogRef);
  useBodyScrollLock();

  useEffect(() => {
    if (!closable) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [closable, onClose]);

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        {/* Not a <header>: on document.body that would be a second banner landmark beside the site's. */}
        <div className={styles.header}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            )}
          </div>
          <button type="button" className={styles.close} onClick={onClose} disabled={!closable} aria-label="Close">
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
