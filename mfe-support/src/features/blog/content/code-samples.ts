/** Every code sample of the blog, for the build to highlight (see src/content/code-highlights.generated.ts). */
import type { CodeSample } from '@northvault/build/highlight-code';
import { BLOG_POSTS } from './blog-posts';

export default function codeSamples(): CodeSample[] {
  return BLOG_POSTS.flatMap((post) =>
    post.content.flatMap((block) => (block.kind === 'code' ? [{ code: block.code, language: block.language }] : [])),
  );
}
