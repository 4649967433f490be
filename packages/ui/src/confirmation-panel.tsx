import { useEffect, useRef, type ReactNode } from 'react';
import styles from './confirmation-panel.module.css';

interface Props {
  title: string;
  /** Where the heading sits in the page's outline. */
  headingLevel: 2 | 3 | 4;
  /** What was done and what happens next. */
  children: ReactNode;
  /** The button that starts over (`Send Another Message`). */
  actionLabel: string;
  onAction: () => void;
}

/**
 * What replaces a form once the server has accepted it. It is announced (`role="status"`), and
 * its heading takes the focus: the submit button that had it is gone, and focus would otherwise
 * fall back to the page.
 */
export function ConfirmationPanel({ title, headingLevel, children, actionLabel, onAction }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = `h${headingLevel}` as const;

  return (
    <div role="status" className={styles.panel}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <Heading ref={heading} tabIndex={-1} className={styles.heading}>
        {title}
      </Heading>
      <div className={styles.text}>{children}</div>
      <button type="button" className={styles.button} onClick={onAction}>
        {actionLabel}
      </button>
    </div>
  );
}
