import { useLocation } from 'react-router-dom';
import { markdownTwinPath } from '@northvault/contracts/page-heads';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import styles from './copy-page-markdown.module.css';

const VISIBLE_TEXT = { idle: 'Copy page as Markdown', copied: 'Copied!', failed: 'Copy failed' } as const;
const ANNOUNCEMENT = {
  idle: '',
  copied: 'Page copied as Markdown',
  failed: 'Could not copy the page: open its Markdown instead',
} as const;

/** The page's Markdown twin (`/documentation.md`), which the site serves from the docs release. */
async function fetchTwin(path: string): Promise<string> {
  const response = await fetch(path, { headers: { Accept: 'text/markdown' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/**
 * "Copy page as Markdown": puts the page's Markdown twin on the clipboard, for pasting into an LLM tool
 * (docs/architecture.md#the-site-for-machines). The twin is fetched when the button is pressed, never before.
 */
export function CopyPageMarkdown() {
  const { pathname } = useLocation();
  const twin = markdownTwinPath(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  const { status, copy } = useCopyToClipboard();
  return (
    <p className={styles.actions}>
      <button
        type="button"
        className={styles.button}
        data-status={status}
        onClick={() => void copy(() => fetchTwin(twin))}
      >
        {VISIBLE_TEXT[status]}
      </button>
      <span className={styles.visuallyHidden} role="status">
        {ANNOUNCEMENT[status]}
      </span>
    </p>
  );
}
