import { BLOG_POSTS } from '../content/blog-posts';
import { BLOG_TOPICS, type BlogTopic } from '../content/blog-topics';
import type { BlogPost } from '../types/blog-post';

export function featuredPosts(posts: readonly BlogPost[] = BLOG_POSTS): BlogPost[] {
  return posts.filter((post) => post.featured);
}

/** The rest of the blog, newest first: the featured posts are already shown above them. */
export function latestPosts(posts: readonly BlogPost[] = BLOG_POSTS): BlogPost[] {
  return posts.filter((post) => !post.featured);
}

export function findBlogPost(id: string | undefined, posts: readonly BlogPost[] = BLOG_POSTS): BlogPost | undefined {
  return posts.find((post) => post.id === id);
}

/** Other posts to read next: those sharing the most topics first, then the newest. */
export function relatedPosts(post: BlogPost, count: number, posts: readonly BlogPost[] = BLOG_POSTS): BlogPost[] {
  const sharedTopics = (other: BlogPost) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return posts
    .filter((other) => other.id !== post.id)
    .map((other, newestFirst) => ({ other, shared: sharedTopics(other), newestFirst }))
    .sort((a, b) => b.shared - a.shared || a.newestFirst - b.newestFirst)
    .slice(0, count)
    .map(({ other }) => other);
}

/** A topic's value in the blog's URL: `/blog?topic=white-label` (docs/product/routes.md#blog). */
export function topicSlug(topic: BlogTopic): string {
  return topic.toLowerCase();
}

/** The topic a `?topic=` value names, or `null` for none or an unknown one (the blog then lists everything). */
export function topicFromSlug(slug: string | null): BlogTopic | null {
  return BLOG_TOPICS.find((topic) => topicSlug(topic.tag) === slug?.toLowerCase())?.tag ?? null;
}

/** The posts tagged with a topic, newest first. */
export function postsOnTopic(topic: BlogTopic, posts: readonly BlogPost[] = BLOG_POSTS): BlogPost[] {
  return posts.filter((post) => post.tags.includes(topic));
}

export interface TopicCount {
  tag: BlogTopic;
  description: string;
  count: number;
}

/** How many posts each topic has; counted from the posts so the grid never overstates them. */
export function topicCounts(posts: readonly BlogPost[] = BLOG_POSTS): TopicCount[] {
  return BLOG_TOPICS.map((topic) => ({
    ...topic,
    count: postsOnTopic(topic.tag, posts).length,
  }));
}
