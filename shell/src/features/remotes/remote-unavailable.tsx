import { useEffect, useRef } from 'react';
import type { MicroFrontend } from '@northvault/contracts/micro-frontends';
import styles from './remote-unavailable.module.css';

interface Props {
  remote: MicroFrontend;
  onRetry: () => void;
}

/** The fallback of one route whose remote could not be loaded or failed while rendering. */
export function RemoteUnavailable({ remote, onRetry }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={styles.panel} role="alert" aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title" className={styles.title} tabIndex={-1} ref={heading}>
        {remote.label} is temporarily unavailable
      </h1>
      <p className={styles.text}>
        We could not load this part of the site. The rest of Northvault still works; you can try again now or use the
        menu above.
      </p>
      <button type="button" className={styles.button} onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
