import { ContentBlocks } from '../../../components/content-blocks';
import type { BlogPost } from '../types/blog-post';
import { PostMeta } from './post-meta';
import { PostTags } from './post-tags';
import styles from './blog-article.module.css';

/** One post, in full: the page's h1 is its title. */
export function BlogArticle({ post }: { post: BlogPost }) {
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <PostTags tags={post.tags} />
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.lead}>{post.excerpt}</p>
        <PostMeta post={post} />
      </header>
      <ContentBlocks blocks={post.content} headingLevel={2} />
    </article>
  );
}
