import { useId, type ReactNode } from 'react';
import styles from './not-found-panel.module.css';

interface Props {
  /** The page's own heading, kept word for word: `Page not found`, `Article not found`. */
  title: string;
  /** One sentence on why the address shows nothing. */
  explanation: string;
  /** The ways on from here: links, a short list of pages to read instead. */
  children: ReactNode;
}

/**
 * The one not-found page of the site (docs/product/routes.md#page-not-found): the shell's 404 and the blog's
 * unknown article look alike, in the page frame the header and footer share.
 */
export function NotFoundPanel({ title, explanation, children }: Props) {
  const headingId = useId();
  return (
    <div className={styles.frame}>
      <section className={styles.panel} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.explanation}>{explanation}</p>
        {children}
      </section>
    </div>
  );
}
