import type { ReactNode } from 'react';
import { CodeLines } from '@northvault/ui/code-lines';
import { CODE_HIGHLIGHTS } from '../content/code-highlights.generated';
import { highlightedLines, type SampleTemplate } from '../utils/sample-template';
import { CopyButton } from './copy-button';
import styles from './code-samples.module.css';

interface Props {
  code: string;
  /** Names the block for the copy button: `Node.js sample for Create a transaction`. */
  label: string;
  /** Shown in the block's top bar: a file name, `201 Created`, or the language switch. */
  caption?: ReactNode;
  /** For a sample with the reader's values in it: how the build saw it, so it shows highlighted too. */
  template?: SampleTemplate;
}

/** A code sample, highlighted at build time; the copy button copies its plain text. */
export function CodeBlock({ code, label, caption, template }: Props) {
  return (
    <div className={styles.block}>
      <div className={styles.toolbar}>
        <div className={styles.caption}>{caption}</div>
        <CopyButton text={code} label={label} />
      </div>
      {/* Focusable so keyboard users can scroll long lines sideways. */}
      <pre className={styles.code} tabIndex={0}>
        <code>
          <CodeLines code={code} lines={highlightedLines(CODE_HIGHLIGHTS, code, template)} />
        </code>
      </pre>
    </div>
  );
}
