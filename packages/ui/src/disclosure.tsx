import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './disclosure.module.css';

interface Props {
  /** The section's anchor: `/documentation#security` targets `id="security"`. */
  id?: string;
  title: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  /** The heading level of the title within the page (default 2). */
  level?: 2 | 3 | 4;
}

/**
 * One section of an accordion or FAQ, following the WAI-ARIA disclosure pattern: a heading whose
 * button toggles the panel and reports `aria-expanded`. The parent owns which sections are open.
 *
 * A closed panel is `hidden="until-found"`: its text stays in the page, so the browser's find-in-page
 * (and a link to an anchor inside it) reveals it. The browser then fires `beforematch`, which opens the
 * section for real.
 *
 * A closed panel takes the same room, none, from the first paint of a prerendered page on
 * (docs/architecture.md#first-paint-from-prerendered-fragments): React renders `hidden` only as a boolean, so the
 * HTML has the panel `hidden` (its text is there for crawlers), and from hydration on a layout effect makes it
 * `hidden="until-found"`. The panel has no box of its own (its padding is on the body inside), so neither form
 * takes any height and nothing below it moves. A reader whose browser runs no script cannot open a section: the
 * stylesheet shows every panel to them (`scripting: none`), rather than a `<noscript>` stylesheet or `<details>`,
 * which would need a file the page links or another pattern than the WAI-ARIA one.
 */
export function Disclosure({ id, title, open, onToggle, children, level = 2 }: Props) {
  // From the section's anchor when it has one, not useId(): a prerendered page is rendered on its own and hydrated
  // inside the shell, where useId() gives another id.
  const generatedId = useId();
  const panelId = id ? `${id}-panel` : generatedId;
  const panelRef = useRef<HTMLDivElement>(null);
  const Heading = `h${level}` as const;

  // After React's own commit, which sets `hidden` as a boolean: a closed panel becomes findable before the paint.
  useLayoutEffect(() => {
    if (!open) panelRef.current?.setAttribute('hidden', 'until-found');
  }, [open]);

  const onToggleRef = useRef(onToggle);
  useLayoutEffect(() => {
    onToggleRef.current = onToggle;
  });
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // Fired only on a hidden panel, just before the browser reveals it: the section opens.
    const reveal = () => onToggleRef.current();
    panel.addEventListener('beforematch', reveal);
    return () => panel.removeEventListener('beforematch', reveal);
  }, []);

  return (
    <section id={id} className={styles.item}>
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>{title}</span>
          <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </Heading>
      <div id={panelId} ref={panelRef} className={styles.panel} hidden={!open}>
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
