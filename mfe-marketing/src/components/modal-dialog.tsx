import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
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
 * A modal dialog: the browser's `<dialog>` opened with `showModal()`, so the browser keeps focus
 * inside, makes the page behind inert and puts the dialog above the shell's sticky header (the top
 * layer). Labelled by its title, closed by Escape or its close button; focus moves to the element
 * marked `data-autofocus` (or the dialog) and returns to the control that opened it. The page behind
 * does not scroll while it is open (a rule in the stylesheet, no script).
 */
export function ModalDialog({ title, description, onClose, closable = true, children }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  // The parent decides when the dialog goes (it unmounts it); the browser never closes it by itself.
  const requestClose = (event: SyntheticEvent) => {
    event.preventDefault();
    if (closable) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      // Escape handled here: Chromium closes a dialog on a second Escape even when its cancel event
      // was refused, and a payment on its way must keep its dialog.
      onKeyDown={(event: KeyboardEvent) => event.key === 'Escape' && requestClose(event)}
      // Other ways a browser asks a dialog to close (the Android back gesture, for example).
      onCancel={requestClose}
    >
      <div className={styles.panel}>
        {/* Not a <header>: in the top layer that would be a second banner landmark beside the site's. */}
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
    </dialog>
  );
}
