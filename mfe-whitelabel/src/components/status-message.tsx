import styles from './status-message.module.css';

interface Props {
  kind: 'success' | 'error';
  message: string;
  /** Sentences under the message, e.g. which field the server refused. */
  details?: readonly string[];
}

/** A save or deploy outcome: success is announced politely (status), an error at once (alert). */
export function StatusMessage({ kind, message, details = [] }: Props) {
  return (
    <div role={kind === 'success' ? 'status' : 'alert'} className={`${styles.message} ${styles[kind]}`}>
      <p className={styles.text}>{message}</p>
      {details.length > 0 && (
        <ul className={styles.details}>
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
