/** Every code sample of this remote's content, for the build to highlight (see code-highlights.ts). */
import type { CodeSample } from '@northvault/build/highlight-code';
import { BLOG_POSTS } from '../features/blog/content/blog-posts';

export default function codeSamples(): CodeSample[] {
  return BLOG_POSTS.flatMap((post) =>
    post.content.flatMap((block) => (block.kind === 'code' ? [{ code: block.code, language: block.language }] : [])),
  );
}
