import type { BlogTopic } from '../content/blog-topics';
import styles from './post-tags.module.css';

export function PostTags({ tags }: { tags: readonly BlogTopic[] }) {
  return (
    <ul className={styles.tags} aria-label="Topics">
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
