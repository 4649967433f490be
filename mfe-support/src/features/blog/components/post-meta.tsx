import type { BlogPost } from '../types/blog-post';
import { formatPostDate } from '../utils/format-post-date';
import styles from './post-meta.module.css';

/** Author, then date and reading time kept together, so a narrow card wraps between the two. */
export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className={styles.meta}>
      <span className={styles.author}>By {post.author}</span>
      <span className={styles.when}>
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        <span aria-hidden="true"> · </span>
        {post.readTime}
      </span>
    </p>
  );
}
