/**
 * The search documents of this remote's pages, collected when the remote is built (`npm run build` runs
 * northvault-search-index on this module): each blog article, split at its headings
 * (docs/architecture.md#site-search).
 */
import { blogPostPath } from '@northvault/contracts/routes';
import type { SearchDocument } from '@northvault/contracts/search';
import { headingAnchor, plainText, type ContentBlock } from '../content/content-block';
import { BLOG_POSTS } from '../features/blog/content/blog-posts';

interface Part {
  heading?: string;
  blocks: ContentBlock[];
}

function partsOf(blocks: readonly ContentBlock[]): Part[] {
  const parts: Part[] = [{ blocks: [] }];
  for (const block of blocks) {
    if (block.kind === 'heading') parts.push({ heading: block.text, blocks: [] });
    else parts.at(-1)!.blocks.push(block);
  }
  return parts.filter((part) => part.heading !== undefined || part.blocks.length > 0);
}

/** What a reader reads: inline-code backticks are markup, not words. */
function readable(text: string): string {
  return text.replace(/`/g, '').replace(/\s+/g, ' ').trim();
}

export default function searchDocuments(): SearchDocument[] {
  return BLOG_POSTS.flatMap((post) => {
    const path = blogPostPath(post.id);
    return partsOf(post.content).map(({ heading, blocks }): SearchDocument => {
      const text = readable(plainText(blocks));
      if (heading === undefined) {
        // The article's opening: its title, excerpt and first paragraphs, at the top of the page.
        return {
          id: path,
          path,
          pageTitle: post.title,
          sectionTitle: post.title,
          text: readable(`${post.excerpt} ${text}`),
          access: { kind: 'public' },
        };
      }
      const anchor = headingAnchor(heading);
      return {
        id: `${path}#${anchor}`,
        path,
        pageTitle: post.title,
        sectionId: anchor,
        sectionTitle: readable(heading),
        text,
        access: { kind: 'public' },
      };
    });
  });
}
