import type { Plan } from '@northvault/contracts/plans';
import { CodeBlock } from './code-block';
import { STATUS_TEXT, type EndpointDoc } from '../content/endpoint';
import { planGrants, plansGrantingLabel } from '@northvault/contracts/permissions';
import { EndpointParameters } from './endpoint-parameters';
import { EndpointRequestExample } from './endpoint-request-example';
import { InlineMarkup } from './inline-markup';
import { TryItPanel } from './try-it-panel';
import styles from './endpoint-reference.module.css';

interface Props {
  endpoint: EndpointDoc;
  /** The reader's plan in plan docs; `null` in the general reference. */
  plan: Plan | null;
}

export function EndpointReference({ endpoint, plan }: Props) {
  const { permission } = endpoint;
  const included = plan === null || permission === undefined || planGrants(plan.id, permission);
  const plansLabel = plansGrantingLabel(permission);
  const status = endpoint.response.status;
  return (
    <article id={endpoint.id} className={styles.endpoint} aria-labelledby={`${endpoint.id}-title`}>
      <h3 id={`${endpoint.id}-title`} className={styles.title}>
        {endpoint.title}
      </h3>
      <p className={styles.signature}>
        <span className={styles.method} data-method={endpoint.method}>
          {endpoint.method}
        </span>
        <code className={styles.path}>{endpoint.path}</code>
      </p>
      <ul className={styles.badges} aria-label="Access">
        {endpoint.permission && (
          <li className={styles.badge}>
            Permission <code>{endpoint.permission}</code>
          </li>
        )}
        {plansLabel !== plansGrantingLabel(undefined) && <li className={styles.badge}>{plansLabel}</li>}
        {!included && <li className={`${styles.badge} ${styles.upgrade}`}>Upgrade required</li>}
        {!endpoint.authenticated && <li className={styles.badge}>No bearer token</li>}
      </ul>
      <p>
        <InlineMarkup text={endpoint.description} />
      </p>
      {endpoint.notes && endpoint.notes.length > 0 && (
        <ul className={styles.notes}>
          {endpoint.notes.map((note) => (
            <li key={note}>
              <InlineMarkup text={note} />
            </li>
          ))}
        </ul>
      )}
      <EndpointParameters parameters={endpoint.parameters} />
      <h4 className={styles.subheading}>Request example</h4>
      <EndpointRequestExample endpoint={endpoint} audience={{ planId: plan?.id ?? null }} />
      <h4 className={styles.subheading}>Response example</h4>
      {status === 204 ? (
        <p>{`${status} ${STATUS_TEXT[status]}: the answer has no body.`}</p>
      ) : (
        <CodeBlock
          code={JSON.stringify(endpoint.response.body, null, 2)}
          label={`response example for ${endpoint.title}`}
          caption={`${status} ${STATUS_TEXT[status]}`}
        />
      )}
      <TryItPanel endpoint={endpoint} />
    </article>
  );
}
