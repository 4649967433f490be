import { Link } from 'react-router-dom';
import { ROUTES } from '@northvault/contracts/routes';
import styles from './back-to-blog-link.module.css';

export function BackToBlogLink({ label = 'All articles' }: { label?: string }) {
  return (
    <Link className={styles.link} to={ROUTES.blog}>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path d="M12.5 5l-5 5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {label}
    </Link>
  );
}
