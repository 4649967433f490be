import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@northvault/session';
import { loadSiteSearch, type SiteSearch } from './search-indexes';
import { groupResults, nextActiveIndex, SEARCH_MESSAGES, type SearchResult } from './search-results';
import styles from './search-dialog.module.css';

interface Props {
  onClose: () => void;
  /** The index loader; tests give their own. */
  load?: () => Promise<SiteSearch>;
}

type Status = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; search: SiteSearch };

/**
 * The site search: a modal dialog with a combobox whose listbox holds the results, grouped by page. The
 * arrow keys (and Home, End) move through the results while focus stays in the field, Enter opens the
 * active one, Escape closes the dialog and focus goes back where it was.
 */
export default function SearchDialog({ onClose, load = loadSiteSearch }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const session = useSession();
  const ids = useId();
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    // A modal dialog focuses its first control (Close); the visitor came to type.
    inputRef.current?.focus();
    return () => opener?.focus();
  }, []);

  useEffect(() => {
    let current = true;
    load().then(
      (search) => current && setStatus({ kind: 'ready', search }),
      () => current && setStatus({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load]);

  const { isPending, planId } = session;
  const signedIn = session.user !== null;
  const trimmed = query.trim();
  const groups = useMemo(
    () =>
      status.kind === 'ready' && trimmed
        ? groupResults(status.search.search(trimmed), { isPending, signedIn, planId })
        : [],
    [status, trimmed, isPending, signedIn, planId],
  );
  const results = groups.flatMap((group) => group.results);
  const optionId = (index: number) => `${ids}-option-${index}`;

  const open = (result: SearchResult) => {
    onClose();
    void navigate(result.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const result = results[active];
      if (result) open(result);
      return;
    }
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key) && results.length > 0) {
      event.preventDefault();
      setActive(nextActiveIndex(active, event.key, results.length));
    }
  };

  let message: string;
  if (status.kind === 'loading') message = SEARCH_MESSAGES.loading;
  else if (status.kind === 'failed') message = SEARCH_MESSAGES.unavailable;
  else if (!trimmed) message = SEARCH_MESSAGES.intro;
  else if (results.length === 0) message = SEARCH_MESSAGES.noResults(trimmed);
  else message = SEARCH_MESSAGES.count(results.length);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={`${ids}-title`}
      // Escape: the browser would close the dialog by itself; closing goes through the shell's state instead.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === dialogRef.current && onClose()}
    >
      <div className={styles.panel}>
        <div className={styles.bar}>
          <h2 id={`${ids}-title`} className={styles.title}>
            Search
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            Close
          </button>
        </div>
        <input
          ref={inputRef}
          type="search"
          className={styles.input}
          role="combobox"
          aria-label="Search the site"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={`${ids}-results`}
          aria-activedescendant={active >= 0 && active < results.length ? optionId(active) : undefined}
          aria-describedby={`${ids}-status`}
          placeholder="Search docs, API reference and blog"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <p id={`${ids}-status`} className={styles.status} role="status">
          {message}
        </p>
        <div id={`${ids}-results`} role="listbox" aria-label="Search results" className={styles.results}>
          {groups.map((group, groupIndex) => (
            <div key={group.path} role="group" aria-labelledby={`${ids}-group-${groupIndex}`} className={styles.group}>
              <div id={`${ids}-group-${groupIndex}`} role="presentation" className={styles.page}>
                {group.pageTitle}
              </div>
              {group.results.map((result) => {
                const own = results.indexOf(result);
                return (
                  <div
                    key={result.id}
                    id={optionId(own)}
                    role="option"
                    aria-selected={own === active}
                    className={styles.option}
                    onMouseMove={() => own !== active && setActive(own)}
                    onClick={() => open(result)}
                  >
                    <span className={styles.section}>
                      {result.sectionTitle}
                      {result.heading && (
                        <>
                          <span aria-hidden="true"> › </span>
                          <span className={styles.visuallyHidden}>, </span>
                          {result.heading}
                        </>
                      )}
                    </span>
                    {result.accessNote && <span className={styles.note}>{result.accessNote}</span>}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </dialog>
  );
}
