import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@northvault/contracts/routes';
import type { BlogTopic } from '../content/blog-topics';
import { postsOnTopic } from '../utils/select-posts';
import { PostListSection } from './post-list-section';
import styles from './topic-results.module.css';

/**
 * The blog's list filtered to one topic (`/blog?topic=…`). The topic cards sit below the list, so choosing one
 * brings the list into view: otherwise the page would change out of sight.
 */
export function TopicResults({ topic }: { topic: BlogTopic }) {
  const results = useRef<HTMLDivElement>(null);
  useEffect(() => {
    results.current?.scrollIntoView({ block: 'start' });
  }, [topic]);

  return (
    <div ref={results} className={styles.results}>
      <PostListSection title={`${topic} articles`} posts={postsOnTopic(topic)} />
      <p className={styles.showAll}>
        <Link to={ROUTES.blog}>Show all articles</Link>
      </p>
    </div>
  );
}
