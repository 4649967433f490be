import { useId, type ReactNode } from 'react';
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
 */
export function Disclosure({ id, title, open, onToggle, children, level = 2 }: Props) {
  const panelId = useId();
  const Heading = `h${level}` as const;
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
      <div id={panelId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
