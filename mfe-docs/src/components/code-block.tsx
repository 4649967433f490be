import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';
import styles from './code-samples.module.css';

interface Props {
  code: string;
  /** Names the block for the copy button: `Node.js sample for Create a transaction`. */
  label: string;
  /** Shown in the block's top bar: a file name, `201 Created`, or the language switch. */
  caption?: ReactNode;
}

export function CodeBlock({ code, label, caption }: Props) {
  return (
    <div className={styles.block}>
      <div className={styles.toolbar}>
        <div className={styles.caption}>{caption}</div>
        <CopyButton text={code} label={label} />
      </div>
      {/* Focusable so keyboard users can scroll long lines sideways. */}
      <pre className={styles.code} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
