import type { BlogPost } from '../types/blog-post';
import { PostCard } from './post-card';
import styles from './post-list-section.module.css';

interface Props {
  title: string;
  posts: readonly BlogPost[];
  featured?: boolean;
}

/** A titled grid of post cards: the featured and the latest articles of the blog. */
export function PostListSection({ title, posts, featured = false }: Props) {
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const headingId = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} featured={featured} />
          </li>
        ))}
      </ul>
    </section>
  );
}
