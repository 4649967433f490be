import { useId } from 'react';
import { topicCounts } from '../utils/select-posts';
import styles from './topic-grid.module.css';

/** The blog's topics with how many articles each has. */
export function TopicGrid() {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Browse by topic
      </h2>
      <ul className={styles.grid}>
        {topicCounts().map((topic) => (
          <li key={topic.tag} className={styles.topic}>
            <h3 className={styles.name}>{topic.tag}</h3>
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
