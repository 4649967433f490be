import type { ContentBlock } from '../../../content/content-block';
import type { BlogTopic } from '../content/blog-topics';

/** A blog post (docs/product/business-rules.md#blog). */
export interface BlogPost {
  /** A readable slug: the post lives at `/blog/{id}`. */
  id: string;
  title: string;
  excerpt: string;
  content: readonly ContentBlock[];
  author: string;
  /** Publication day, `YYYY-MM-DD`. */
  date: string;
  /** `6 min read`, estimated from the content. */
  readTime: string;
  tags: readonly BlogTopic[];
  featured: boolean;
}

/** What an author writes; the reading time is worked out from it. */
export type BlogPostDraft = Omit<BlogPost, 'readTime'>;
