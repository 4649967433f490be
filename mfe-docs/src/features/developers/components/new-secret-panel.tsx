import { useEffect, useRef } from 'react';
import { API_KEY_MESSAGES, type CreatedApiKeyResponse } from '@northvault/contracts/api-keys';
import { CodeBlock } from '../../../components/code-block';
import styles from './developers.module.css';

interface Props {
  created: CreatedApiKeyResponse;
  /** `created` or `rolled`: what the heading says happened. */
  action: 'created' | 'rolled';
  onDone: () => void;
}

/**
 * The secret of a key just created or rolled, the one time it is shown: a Copy button, and the
 * sentence saying it will not be shown again. Its heading takes the focus, so a screen reader
 * hears it at once.
 */
export function NewSecretPanel({ created, action, onDone }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`${styles.panel} ${styles.secretPanel}`} aria-labelledby="new-api-key">
      <h3 id="new-api-key" ref={heading} tabIndex={-1} className={styles.panelTitle}>
        {action === 'created' ? `API key created: ${created.key.name}` : `API key rolled: ${created.key.name}`}
      </h3>
      <p className={styles.warning}>{API_KEY_MESSAGES.shownOnce}</p>
      <CodeBlock code={created.secret} label="your new API key" caption={created.key.prefix} />
      <div className={styles.actions}>
        <button type="button" className={`${styles.button} ${styles.secondaryButton}`} onClick={onDone}>
          I have copied it
        </button>
      </div>
    </section>
  );
}
