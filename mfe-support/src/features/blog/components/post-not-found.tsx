import { Link } from 'react-router-dom';
import { blogPostPath } from '@northvault/contracts/routes';
import { featuredPosts } from '../utils/select-posts';
import { BackToBlogLink } from './back-to-blog-link';
import styles from './post-not-found.module.css';

/** What /blog/{id} shows when no post has that id: a way back rather than an empty page. */
export function PostNotFound() {
  return (
    <section className={styles.card}>
      <h1 className={styles.title}>Article not found</h1>
      <p className={styles.text}>
        There is no article at this address. It may have been renamed, or the link may be mistyped.
      </p>
      <BackToBlogLink label="Back to the blog" />
      <h2 className={styles.subheading}>Featured articles</h2>
      <ul className={styles.list}>
        {featuredPosts().map((post) => (
          <li key={post.id}>
            <Link to={blogPostPath(post.id)}>{post.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
