import type { ReactNode } from 'react';
import { CopyPageMarkdown } from './copy-page-markdown';
import styles from './docs-page.module.css';

/** The frame of every docs page: a readable column (the shell's layout adds the site footer). */
export function DocsPage({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
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
