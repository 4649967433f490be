import type { ReactNode } from 'react';
import { QueryProvider } from '@northvault/ui/query-client';
import { CopyPageMarkdown } from './copy-page-markdown';
import styles from './docs-page.module.css';

/**
 * The frame of every docs page: a readable column (the shell's layout adds the site footer), and the
 * page's own query client, so its reads start afresh with each page and each reader.
 */
export function DocsPage({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <div className={styles.page}>{children}</div>
    </QueryProvider>
  );
}

interface HeaderProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  /** The page has a Markdown twin: offer "Copy page as Markdown". */
  copyAsMarkdown?: boolean;
}

export function DocsPageHeader({ eyebrow, title, children, copyAsMarkdown = false }: HeaderProps) {
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      {children}
      {copyAsMarkdown && <CopyPageMarkdown />}
    </header>
  );
}
