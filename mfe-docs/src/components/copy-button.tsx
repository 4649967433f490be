import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import styles from './code-samples.module.css';

const VISIBLE_TEXT = { idle: 'Copy', copied: 'Copied!', failed: 'Copy failed' } as const;
const ANNOUNCEMENT = {
  idle: '',
  copied: 'Copied to clipboard',
  failed: 'Could not copy: select the code instead',
} as const;

interface Props {
  text: string;
  /** What is copied, for the button's accessible name: `curl sample for List accounts`. */
  label: string;
}

export function CopyButton({ text, label }: Props) {
  const { status, copy } = useCopyToClipboard();
  return (
    <>
      <button
        type="button"
        className={styles.copyButton}
        data-status={status}
        aria-label={`Copy ${label}`}
        onClick={() => void copy(text)}
      >
        {VISIBLE_TEXT[status]}
      </button>
      <span className={styles.visuallyHidden} role="status">
        {ANNOUNCEMENT[status]}
      </span>
    </>
  );
}
