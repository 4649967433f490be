import { useEffect, useRef } from 'react';
import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import buttons from '../../../components/buttons.module.css';
import styles from './message-sent.module.css';

interface Props {
  email: string;
  onSendAnother: () => void;
}

/** The thank-you that replaces the contact form once the message is stored. */
export function MessageSent({ email, onSendAnother }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The submit button that had focus is gone; without this, focus would fall back to the page.
    heading.current?.focus();
  }, []);

  return (
    <div role="status" className={styles.panel}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <h4 ref={heading} tabIndex={-1} className={styles.heading}>
        Thank you for your message
      </h4>
      <p className={styles.text}>
        A member of our team will reply to <strong className={styles.email}>{email}</strong> within{' '}
        {MARKETING_CLAIMS.replyWithin}.
      </p>
      <button type="button" className={buttons.secondary} onClick={onSendAnother}>
        Send Another Message
      </button>
    </div>
  );
}
