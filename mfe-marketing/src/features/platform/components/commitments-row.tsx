import { Container } from '../../../components/container';
import { StatGrid } from '../../../components/stat-grid';
import { COMMITMENTS } from '../content/commitments';
import styles from './commitments-row.module.css';

/** The stats row: what we commit to in our terms and support targets. */
export function CommitmentsRow() {
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const headingId = 'commitments-heading';
  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId} className={styles.heading}>
          Commitments we put in writing
        </h2>
        <StatGrid stats={COMMITMENTS} tone="light" />
      </Container>
    </section>
  );
}
