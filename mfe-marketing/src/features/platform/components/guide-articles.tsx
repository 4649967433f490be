import { Link } from 'react-router-dom';
import { ROUTES } from '@northvault/contracts/routes';
import { LandingSection } from '../../../components/landing-section';
import { GUIDE_ARTICLES } from '../content/guide-articles';
import styles from './guide-articles.module.css';

export function GuideArticles() {
  return (
    <LandingSection
      eyebrow="Guides"
      title="Learn from teams who have shipped it"
      lead="Practical walkthroughs for the decisions you will make between your first sandbox call and launch day."
      tone="muted"
    >
      <ul className={styles.grid}>
        {GUIDE_ARTICLES.map((article) => (
          <li key={article.to} className={styles.card}>
            <p className={styles.kind}>{article.kind}</p>
            <h3 className={styles.title}>
              {/* The whole card is the link's target area (see the CSS); the title alone names it. */}
              <Link className={styles.link} to={article.to}>
                {article.title}
              </Link>
            </h3>
            <p className={styles.summary}>{article.summary}</p>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to={ROUTES.blog}>Read more on the Northvault blog</Link>
      </p>
    </LandingSection>
  );
}
