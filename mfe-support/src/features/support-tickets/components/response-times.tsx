import { SUPPORT_RESPONSE_TARGETS } from '@northvault/contracts/support';
import { PRIORITY_EXAMPLES } from '../content/priority-examples';
import { PRIORITY_LABELS } from '../utils/ticket-option-labels';
import styles from './response-times.module.css';

/** The first-response target of each ticket priority, most urgent first. */
export function ResponseTimes() {
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const headingId = 'response-times-heading';
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Response times
      </h2>
      <p className={styles.intro}>How soon a support engineer first replies to a ticket, by priority.</p>
      <ul className={styles.list}>
        {Object.values(SUPPORT_RESPONSE_TARGETS).map((target) => (
          <li key={target.priority} className={styles.tier} data-priority={target.priority}>
            <div className={styles.tierHeader}>
              <span className={styles.priority}>{PRIORITY_LABELS[target.priority]}</span>
              <span className={styles.target}>{target.label}</span>
            </div>
            <p className={styles.example}>{PRIORITY_EXAMPLES[target.priority]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
