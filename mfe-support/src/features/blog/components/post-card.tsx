import { Link } from 'react-router-dom';
import { blogPostPath } from '@northvault/contracts/routes';
import type { BlogPost } from '../types/blog-post';
import { PostMeta } from './post-meta';
import { PostTags } from './post-tags';
import styles from './post-card.module.css';

interface Props {
  post: BlogPost;
  /** Featured cards are larger and lead with the excerpt. */
  featured?: boolean;
}

/** A post in a list. The whole card is clickable, but only the title is a link, so it is read once. */
export function PostCard({ post, featured = false }: Props) {
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <PostTags tags={post.tags} />
      <h3 className={styles.title}>
        <Link className={styles.link} to={blogPostPath(post.id)}>
          {post.title}
        </Link>
      </h3>
      <p className={styles.excerpt}>{post.excerpt}</p>
      <PostMeta post={post} />
    </article>
  );
}
