import { Link } from 'react-router-dom';
import { ROUTES } from '@northvault/contracts/routes';
import type { BlogTopic } from '../content/blog-topics';
import { topicCounts, topicSlug } from '../utils/select-posts';
import styles from './topic-grid.module.css';

/** The blog's topics with how many articles each has; each card filters the list to its topic. */
export function TopicGrid({ selected }: { selected: BlogTopic | null }) {
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const headingId = 'topics-heading';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Browse by topic
      </h2>
      <ul className={styles.grid}>
        {topicCounts().map((topic) => (
          <li key={topic.tag} className={topic.tag === selected ? `${styles.topic} ${styles.selected}` : styles.topic}>
            <h3 className={styles.name}>
              {/* The link covers the whole card (see the CSS): the card is what looks clickable. */}
              <Link
                className={styles.link}
                to={`${ROUTES.blog}?topic=${encodeURIComponent(topicSlug(topic.tag))}`}
                aria-current={topic.tag === selected ? 'true' : undefined}
              >
                {topic.tag}
              </Link>
            </h3>
            <p className={styles.description}>{topic.description}</p>
            <p className={styles.count}>
              {topic.count} {topic.count === 1 ? 'article' : 'articles'}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
