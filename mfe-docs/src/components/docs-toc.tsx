import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useHydrated } from '@northvault/ui/use-hydrated';
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
 * A fixed id, not useId(): a prerendered page is rendered on its own and hydrated inside the shell, where useId()
 * gives another id. A docs page has one list of its sections.
 */
const LIST_ID = 'docs-toc-sections';

/**
 * The section being read: the last one whose top has passed under the sticky header (the line anchors scroll
 * to, `scroll-padding-top`), or null above the first.
 */
function sectionInView(ids: readonly string[]): string | null {
  const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  let current: string | null = null;
  for (const id of ids) {
    const section = document.getElementById(id);
    // A pixel of slack: an anchor scrolls its section's top exactly onto the line.
    if (section && section.getBoundingClientRect().top <= line + 1) current = id;
  }
  return current;
}

/** Follows the reader's scrolling: the id of the section in view, once they have scrolled (else null). */
function useSectionInView(ids: readonly string[]): string | null {
  const [inView, setInView] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const list = key.split(' ');
    const update = () => setInView(sectionInView(list));
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [key]);
  return inView;
}

/**
 * The sections of a docs page next to their content: a sticky "On this page" list beside the sections on
 * wide screens, a collapsed list above them on small ones. Each entry is a `#anchor` link, which opens its
 * section (the page's accordion follows the URL's hash). The entry of the section being read is marked
 * `aria-current="location"`, and follows the scrolling.
 */
export function DocsWithToc({ entries, children }: Props) {
  const { hash, key } = useLocation();
  // A prerendered page was rendered without the hash: the entry it names is marked once the page has hydrated.
  const hydrated = useHydrated();
  // Like the site menu, the small-screen list closes once a link in it is followed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  // The section scrolled to, else the one the address names.
  const current = useSectionInView(entries.map((entry) => entry.id)) ?? (hydrated ? hash.slice(1) : null);
  return (
    <div className={styles.layout}>
      <nav aria-label="On this page" className={styles.toc}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={LIST_ID}
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
        <ol id={LIST_ID} className={`${styles.list} ${open ? styles.listOpen : ''}`}>
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
