import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './site-search.module.css';

// The dialog and its search engine load only when a visitor opens search: no page pays for them up front.
const SearchDialog = lazy(() => import(/* webpackChunkName: "site-search" */ './search-dialog'));

/** True when a key press belongs to what the visitor is typing into. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** `/` or Ctrl+K (⌘K on a Mac) from anywhere on the page, except while typing in a field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || isTyping(event.target)) return false;
  if (event.key === '/') return !event.ctrlKey && !event.metaKey && !event.altKey;
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** The header's search button and the keyboard shortcut that opens the same dialog. */
export function SiteSearch() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K"
        onClick={() => setOpen(true)}
      >
        <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.label}>Search</span>
        <kbd className={styles.hint} aria-hidden="true">
          /
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
