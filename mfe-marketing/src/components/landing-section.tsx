import type { ReactNode } from 'react';
import { Container } from './container';
import styles from './landing-section.module.css';

interface Props {
  /** The anchor the top navigation points at (`/#pricing`), when the section has one. */
  id?: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** `muted` sets the section on the light grey band, so neighbouring sections read apart. */
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/** One band of the landing page: a region named by its h2, with an eyebrow and an optional lead. */
export function LandingSection({ id, eyebrow, title, lead, tone = 'plain', children }: Props) {
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === 'muted' ? `${styles.section} ${styles.muted}` : styles.section}
    >
      <Container>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
      </Container>
    </section>
  );
}
