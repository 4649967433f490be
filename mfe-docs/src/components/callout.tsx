import type { ReactNode } from 'react';
import styles from './callout.module.css';

interface Props {
  tone?: 'info' | 'warning';
  title?: string;
  children: ReactNode;
}

export function Callout({ tone = 'info', title, children }: Props) {
  return (
    <div className={`${styles.callout} ${styles[tone]}`}>
      {title && <p className={styles.title}>{title}</p>}
      {children}
    </div>
  );
}
