import type { ReactNode } from 'react';
import { Container } from './container';
import styles from './page-hero.module.css';

interface Props {
  /** Small label above the title. */
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}

/** The band that opens a page: its one h1 and what the page is for. */
export function PageHero({ eyebrow, title, lead, children }: Props) {
  return (
    <header className={styles.hero}>
      <Container>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </Container>
    </header>
  );
}
