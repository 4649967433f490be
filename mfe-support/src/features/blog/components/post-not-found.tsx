import { Link } from 'react-router-dom';
import { blogPostPath } from '@northvault/contracts/routes';
import { NotFoundPanel } from '@northvault/ui/not-found-panel';
import { featuredPosts } from '../utils/select-posts';
import { BackToBlogLink } from './back-to-blog-link';
import styles from './post-not-found.module.css';

/** What /blog/{id} shows when no post has that id: the site's not-found page, with a way back to the blog. */
export function PostNotFound() {
  return (
    <NotFoundPanel
      title="Article not found"
      explanation="There is no article at this address. It may have been renamed, or the link may be mistyped."
    >
      <BackToBlogLink label="Back to the blog" />
      <h2 className={styles.subheading}>Featured articles</h2>
      <ul className={styles.list}>
        {featuredPosts().map((post) => (
          <li key={post.id}>
            <Link to={blogPostPath(post.id)}>{post.title}</Link>
          </li>
        ))}
      </ul>
    </NotFoundPanel>
  );
}
