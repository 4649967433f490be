import { Container } from '../../../components/container';
import { StatGrid } from '../../../components/stat-grid';
import { PRODUCTION_STATS } from '../content/hero-content';
import styles from './production-stats.module.css';

/** The platform's production figures, straight under the hero where a visitor checks them first. */
export function ProductionStats() {
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const headingId = 'production-stats-heading';
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId} className={styles.heading}>
          Northvault in production
        </h2>
        <StatGrid stats={PRODUCTION_STATS} tone="dark" />
      </Container>
    </section>
  );
}
