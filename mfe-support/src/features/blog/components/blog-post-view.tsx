import type { BlogPost } from '../types/blog-post';
import { BackToBlogLink } from './back-to-blog-link';
import { BlogArticle } from './blog-article';
import { RelatedPosts } from './related-posts';
import styles from './blog-post-view.module.css';

export function BlogPostView({ post }: { post: BlogPost }) {
  return (
    <div className={styles.view}>
      <p className={styles.back}>
        <BackToBlogLink />
      </p>
      <BlogArticle post={post} />
      <RelatedPosts post={post} />
    </div>
  );
}
