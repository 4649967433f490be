import { useEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Focus for a modal dialog (WAI-ARIA dialog pattern): on open it moves to the element marked
 * `data-autofocus` (or the dialog), Tab and Shift+Tab cycle inside, and on close it returns to
 * the control that opened the dialog.
 */
export function useModalFocus(dialogRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus();

    function cycleTab(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }

    // Focus that escapes anyway (a click on the backdrop, an assistive technology) is brought back.
    function keepFocusInside(event: FocusEvent) {
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    }

    document.addEventListener('keydown', cycleTab);
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('keydown', cycleTab);
      document.removeEventListener('focusin', keepFocusInside);
      opener?.focus();
    };
  }, [dialogRef]);
}
