import type { ReactNode } from 'react';
import styles from './container.module.css';

/** The site's content width with its side gutters. */
export function Container({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={narrow ? `${styles.container} ${styles.narrow}` : styles.container}>{children}</div>;
}
