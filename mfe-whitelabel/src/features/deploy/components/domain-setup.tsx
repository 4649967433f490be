import { normaliseHostname } from '@northvault/contracts/white-label';
import type { DomainStatus } from '@northvault/contracts/white-label-domains';
import buttons from '../../../components/buttons.module.css';
import { StatusMessage } from '../../../components/status-message';
import type { useVerifyDomain } from '../hooks/use-verify-domain';
import styles from './deploy-panel.module.css';

interface Props {
  /** The domain the form shows. */
  domain: string;
  /** The saved draft's domain, as the server holds it. */
  status: DomainStatus | null;
  verifier: ReturnType<typeof useVerifyDomain>;
  canVerify: boolean;
}

/** Domain Setup: the TXT record that proves the domain, and `Verify domain`. */
export function DomainSetup({ domain, status, verifier, canVerify }: Props) {
  const typed = normaliseHostname(domain);
  if (typed === '') return null;
  if (!status || status.domain !== typed) {
    return <p className={styles.hint}>Save your configuration to set up {typed}.</p>;
  }
  if (status.verified) {
    return (
      <p className={styles.hint}>
        {status.method === 'development'
          ? `${status.domain} is a development domain: this machine serves it without any DNS set-up.`
          : `${status.domain} is verified.`}
      </p>
    );
  }
  const verifying = verifier.status.state === 'verifying';
  return (
    <section className={styles.domain} aria-labelledby="white-label-domain-record">
      <h3 id="white-label-domain-record" className={styles.subtitle}>
        Verify {status.domain}
      </h3>
      <p className={styles.hint}>At your DNS provider, create this TXT record, then verify the domain:</p>
      <dl className={styles.record}>
        <div>
          <dt>Type</dt>
          <dd>TXT</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>
            <code>{status.recordName}</code>
          </dd>
        </div>
        <div>
          <dt>Value</dt>
          <dd>
            <code>{status.recordValue}</code>
          </dd>
        </div>
      </dl>
      {canVerify && (
        <button type="button" className={buttons.secondary} disabled={verifying} onClick={() => void verifier.verify()}>
          {verifying ? 'Verifying…' : 'Verify domain'}
        </button>
      )}
      {verifier.status.state === 'error' && (
        <StatusMessage kind="error" message="The domain is not verified yet." details={verifier.status.details} />
      )}
    </section>
  );
}
