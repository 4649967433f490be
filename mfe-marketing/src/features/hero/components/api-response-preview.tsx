import styles from './api-response-preview.module.css';

const SAMPLE_RESPONSE = `{
  "id": "acc_01HV7K2M9Q",
  "account_type": "business_current",
  "balance": {
    "current": 48250.75,
    "currency": "GBP"
  },
  "status": "active"
}`;

/** What a developer gets back from the Banking API: real text, so it costs no image request. */
export function ApiResponsePreview() {
  return (
    <figure className={styles.preview}>
      <div className={styles.bar}>
        <span className={styles.method}>GET</span>
        <code className={styles.path}>/v1/banking/accounts/acc_01HV7K2M9Q</code>
        <span className={styles.status}>200 OK</span>
      </div>
      <pre className={styles.body}>
        <code>{SAMPLE_RESPONSE}</code>
      </pre>
      <figcaption className={styles.caption}>An account, as the Banking API returns it</figcaption>
    </figure>
  );
}
