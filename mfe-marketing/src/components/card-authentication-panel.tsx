import { useEffect, useId, useRef } from 'react';
import type { CardAuthenticationAction } from '@northvault/contracts/payment';
import buttons from '@northvault/ui/buttons.module.css';
import styles from './card-authentication-panel.module.css';

interface Props {
  /** Sends the buyer's answer to the server, which decides what follows. */
  onAnswer: (action: CardAuthenticationAction) => void;
  /** An answer is on its way: the buttons wait. */
  busy: boolean;
}

/**
 * The sandbox bank's 3-D Secure challenge, shown in place of the card form inside its dialog
 * (docs/product/payments.md#3-d-secure). Focus moves to it and stays in the dialog; Escape cancels.
 * Each button only sends an answer: the server decides whether anything is charged.
 */
export function CardAuthenticationPanel({ onAnswer, busy }: Props) {
  const titleId = useId();
  const completeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    completeRef.current?.focus();
  }, []);

  useEffect(() => {
    const cancelOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || busy) return;
      event.preventDefault();
      onAnswer('cancel');
    };
    document.addEventListener('keydown', cancelOnEscape);
    return () => document.removeEventListener('keydown', cancelOnEscape);
  }, [busy, onAnswer]);

  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={busy}>
      <h3 id={titleId} className={styles.title}>
        Confirm this payment with your bank
      </h3>
      <p className={styles.text}>
        Your bank asks you to authenticate this card (3-D Secure). Nothing is charged until you do. This is the
        sandbox&apos;s test bank: choose how it answers.
      </p>
      <div className={styles.actions}>
        <button
          ref={completeRef}
          type="button"
          className={buttons.primary}
          aria-disabled={busy}
          onClick={() => busy || onAnswer('complete')}
        >
          Complete authentication
        </button>
        <button
          type="button"
          className={buttons.secondary}
          aria-disabled={busy}
          onClick={() => busy || onAnswer('fail')}
        >
          Fail authentication
        </button>
      </div>
      <p className={styles.hint}>Press Escape to cancel. Nothing is charged.</p>
    </section>
  );
}
