import type { BlogPost } from '../types/blog-post';
import { relatedPosts } from '../utils/select-posts';
import { PostCard } from './post-card';
import styles from './related-posts.module.css';

const RELATED_COUNT = 2;

/** Two other posts to read next, closest in topic first. */
export function RelatedPosts({ post }: { post: BlogPost }) {
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const headingId = 'related-posts-heading';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Keep reading
      </h2>
      <ul className={styles.grid}>
        {relatedPosts(post, RELATED_COUNT).map((other) => (
          <li key={other.id}>
            <PostCard post={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}
