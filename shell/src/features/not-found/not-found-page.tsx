import { Link } from 'react-router-dom';
import { ROUTES } from '@northvault/contracts/routes';
import styles from '../../components/message-card/message-card.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.card}>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p className={styles.text}>
        <Link to={ROUTES.home}>Go to the home page</Link> ·{' '}
        <Link to={ROUTES.documentation}>Read the documentation</Link>
      </p>
    </section>
  );
}
