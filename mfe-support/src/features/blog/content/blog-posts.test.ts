import { BLOG } from '@northvault/contracts/business';
import { plainText } from '../../../content/content-block';
import { BLOG_POSTS } from './blog-posts';
import { BLOG_TOPICS } from './blog-topics';
import { featuredPosts, findBlogPost, latestPosts, relatedPosts, topicCounts } from '../utils/select-posts';

it(`has ${BLOG.postCount} posts, ${BLOG.featuredCount} of them featured, with unique readable ids`, () => {
  expect(BLOG_POSTS).toHaveLength(BLOG.postCount);
  expect(featuredPosts()).toHaveLength(BLOG.featuredCount);
  expect(latestPosts()).toHaveLength(BLOG.postCount - BLOG.featuredCount);
  expect(new Set(BLOG_POSTS.map((post) => post.id)).size).toBe(BLOG.postCount);
  for (const post of BLOG_POSTS) expect(post.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});

it.each(BLOG_POSTS.map((post) => [post.id, post] as const))('%s is a complete article', (_id, post) => {
  expect(post.title.trim()).not.toBe('');
  expect(post.excerpt.length).toBeGreaterThan(60);
  expect(post.author.trim()).not.toBe('');
  expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(Number.isNaN(Date.parse(post.date))).toBe(false);
  expect(post.readTime).toMatch(/^\d+ min read$/);
  expect(post.tags.length).toBeGreaterThan(0);
  expect(post.content.filter((block) => block.kind === 'paragraph').length).toBeGreaterThanOrEqual(4);
  expect(post.content.some((block) => block.kind === 'heading')).toBe(true);
});

it('lists posts newest first', () => {
  const dates = BLOG_POSTS.map((post) => post.date);
  expect(dates).toEqual([...dates].sort().reverse());
});

it('finds a post by id and nothing for an unknown id', () => {
  expect(findBlogPost(BLOG_POSTS[0]!.id)).toBe(BLOG_POSTS[0]);
  expect(findBlogPost('no-such-post')).toBeUndefined();
  expect(findBlogPost(undefined)).toBeUndefined();
});

it('suggests two other posts, those sharing a topic first', () => {
  for (const post of BLOG_POSTS) {
    const related = relatedPosts(post, 2);
    expect(related).toHaveLength(2);
    expect(related.map((other) => other.id)).not.toContain(post.id);
    expect(new Set(related.map((other) => other.id)).size).toBe(2);
  }
  const webhooks = BLOG_POSTS.find((post) => post.tags.includes('Webhooks'))!;
  expect(relatedPosts(webhooks, 1)[0]!.tags.some((tag) => webhooks.tags.includes(tag))).toBe(true);
});

it('counts the posts of every topic, and every topic has at least one', () => {
  const counts = topicCounts();
  expect(counts.map((topic) => topic.tag)).toEqual(BLOG_TOPICS.map((topic) => topic.tag));
  for (const topic of counts) expect(topic.count).toBeGreaterThan(0);
  expect(counts.reduce((sum, topic) => sum + topic.count, 0)).toBe(
    BLOG_POSTS.reduce((sum, post) => sum + post.tags.length, 0),
  );
});

it('tells the one credential story: a bearer token from POST /auth/login, never an API key', () => {
  for (const post of BLOG_POSTS) {
    const text = `${post.title}\n${plainText(post.content)}`;
    expect({ post: post.id, apiKeys: /\b(api|secret|production|sandbox) keys?\b/i.test(text) }).toEqual({
      post: post.id,
      apiKeys: false,
    });
    for (const block of post.content) {
      if (block.kind !== 'code' || !block.code.includes('Authorization: Bearer')) continue;
      expect(block.code).toContain('/auth/login');
    }
  }
});
