import type { ReactNode } from 'react';
import styles from './container.module.css';

/** The site's content width with its side gutters. */
export function Container({ children }: { children: ReactNode }) {
  return <div className={styles.container}>{children}</div>;
}
