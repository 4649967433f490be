import type { ReactNode } from 'react';
import { SiteFooter } from '@northvault/ui/site-footer';
import styles from './page-layout.module.css';

/** A page of this remote: its content, then the site footer pinned below it. */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.content}>{children}</div>
      <SiteFooter />
    </div>
  );
}
