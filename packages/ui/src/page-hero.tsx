import { type ReactNode } from 'react';
import styles from './page-hero.module.css';

interface Props {
  /** Small label above the title. */
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  lead: ReactNode;
  /** Below the lead: the page's first actions. */
  children?: ReactNode;
  /** Beside the copy on wide screens (the landing page's API preview). */
  aside?: ReactNode;
  /** The landing page's larger title and glow. */
  prominent?: boolean;
}

/** The band that opens a page: its h1 and what the page is for, named by that h1. */
export function PageHero({ eyebrow, title, lead, children, aside, prominent = false }: Props) {
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const titleId = 'page-title';
  return (
    <section className={prominent ? `${styles.hero} ${styles.prominent}` : styles.hero} aria-labelledby={titleId}>
      <div className={aside ? `${styles.container} ${styles.withAside}` : styles.container}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
