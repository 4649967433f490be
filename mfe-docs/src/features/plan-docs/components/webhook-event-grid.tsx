import type { Plan } from '@northvault/contracts/plans';
import { plansGrantingLabel } from '@northvault/contracts/permissions';
import { webhookEventAvailability } from '../webhook-event-availability';
import styles from './webhook-event-grid.module.css';

/** Every webhook event, with the ones the plan lacks marked `Upgrade required`. */
export function WebhookEventGrid({ plan }: { plan: Plan }) {
  return (
    <ul className={styles.grid} aria-label={`Webhook events on the ${plan.name} plan`}>
      {webhookEventAvailability(plan.id).map(({ event, available }) => (
        <li key={event.name} className={styles.event} data-available={available}>
          <code className={styles.name}>{event.name}</code>
          <p className={styles.description}>{event.description}</p>
          {available ? (
            <p className={`${styles.status} ${styles.available}`}>Available</p>
          ) : (
            <div className={styles.statusRow}>
              <p className={`${styles.status} ${styles.locked}`}>Upgrade required</p>
              <p className={styles.plans}>{plansGrantingLabel(event.permission)}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
