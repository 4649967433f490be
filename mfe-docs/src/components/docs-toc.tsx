import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styles from './docs-toc.module.css';

export interface TocEntry {
  id: string;
  label: string;
}

interface Props {
  entries: readonly TocEntry[];
  children: ReactNode;
}

/**
 * The sections of a docs page next to their content: a sticky "On this page" list beside the sections on
 * wide screens, a collapsed list above them on small ones. Each entry is a `#anchor` link, which opens its
 * section (the page's accordion follows the URL's hash).
 */
export function DocsWithToc({ entries, children }: Props) {
  const listId = useId();
  const { hash, key } = useLocation();
  // Like the site menu, the small-screen list closes once a link in it is followed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const current = hash.slice(1);
  return (
    <div className={styles.layout}>
      <nav aria-label="On this page" className={styles.toc}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpenOn(open ? null : key)}
        >
          On this page
          <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <p className={styles.heading} aria-hidden="true">
          On this page
        </p>
        <ol id={listId} className={`${styles.list} ${open ? styles.listOpen : ''}`}>
          {entries.map(({ id, label }) => (
            <li key={id}>
              <Link to={{ hash: id }} className={styles.link} aria-current={current === id ? 'location' : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
