/**
 * The heads of this remote's pages, written into its build as pages.json (`npm run build` runs northvault-pages on
 * this module; docs/architecture.md#the-site-for-machines): titles, descriptions and JSON-LD from the content the
 * pages render, and each blog post's Markdown twin, rendered from the post's own article.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import {
  BLOG_FEED_PATH,
  markdownTwinPath,
  SITE_NAME,
  siteTitle,
  socialImagePath,
  type JsonLd,
  type PageHead,
} from '@northvault/contracts/page-heads';
import { blogPostPath, ROUTES } from '@northvault/contracts/routes';
import { breadcrumbList } from '@northvault/build/page-heads';
import { htmlToMarkdown } from '@northvault/build/html-to-markdown';
import { plainText, type ContentBlock } from '../content/content-block';
import { ContentBlocks } from '../components/content-blocks';
import { BLOG_INTRO } from '../features/blog/content/blog-intro';
import { BLOG_POSTS } from '../features/blog/content/blog-posts';
import type { BlogPost } from '../features/blog/types/blog-post';
import { formatPostDate } from '../features/blog/utils/format-post-date';
import { PRIVACY_POLICY } from '../features/legal/content/privacy-policy';
import { TERMS_OF_SERVICE } from '../features/legal/content/terms-of-service';
import type { LegalDocument } from '../features/legal/types/legal-document';
import { SUPPORT_FAQ } from '../features/support-center/content/support-faq';
import { SUPPORT_INTRO } from '../features/support-center/content/support-intro';

/** What a reader reads: inline-code backticks are markup, not words. */
function readable(blocks: readonly ContentBlock[]): string {
  return plainText(blocks).replace(/`/g, '').replace(/\s+/g, ' ').trim();
}

/** The article as its page shows it: title, lead, byline, then its content rendered by the page's own component. */
function postMarkdown(post: BlogPost): string {
  const body = renderToStaticMarkup(<ContentBlocks blocks={post.content} headingLevel={2} />);
  const byline = `By ${post.author}, ${formatPostDate(post.date)} · ${post.readTime}`;
  return htmlToMarkdown(`<h1>${escapeHtml(post.title)}</h1><p>${escapeHtml(post.excerpt)}</p><p>${byline}</p>${body}`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const HOME: readonly [string, string] = ['Home', ROUTES.home];
const BLOG: readonly [string, string] = ['Blog', ROUTES.blog];

function postHead(post: BlogPost): PageHead {
  const path = blogPostPath(post.id);
  const posting: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: SITE_NAME, logo: '/favicon.svg' },
    mainEntityOfPage: path,
    url: path,
    image: socialImagePath('article'),
    keywords: post.tags.join(', '),
  };
  return {
    path,
    // As the page names its tab once its script runs (use-blog-document-title.ts).
    title: `${post.title} · ${SITE_NAME} Blog`,
    description: post.excerpt,
    canonical: path,
    image: 'article',
    ogType: 'article',
    jsonLd: [posting, breadcrumbList([HOME, BLOG, [post.title, path]])],
    indexable: true,
    lastModified: post.date,
    markdown: { path: markdownTwinPath(path), text: postMarkdown(post) },
    article: { published: post.date, author: post.author, summary: post.excerpt },
  };
}

function legalHead(path: string, name: string, document: LegalDocument, released: string): PageHead {
  return {
    path,
    title: siteTitle(name),
    description: document.summary.slice(0, 2).join(' '),
    canonical: path,
    image: 'legal',
    ogType: 'website',
    jsonLd: [breadcrumbList([HOME, [document.title, path]])],
    indexable: true,
    lastModified: released,
  };
}

export default function pageHeads(): PageHead[] {
  const released = new Date().toISOString().slice(0, 10);
  const newest = BLOG_POSTS[0]?.date ?? released;
  return [
    {
      path: ROUTES.support,
      title: siteTitle('Support'),
      description: SUPPORT_INTRO.lead,
      canonical: ROUTES.support,
      image: 'support',
      ogType: 'website',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: SUPPORT_FAQ.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: readable(item.answer) },
          })),
        },
        breadcrumbList([HOME, ['Support', ROUTES.support]]),
      ],
      indexable: true,
      lastModified: released,
    },
    {
      path: ROUTES.blog,
      title: siteTitle('Blog'),
      description: BLOG_INTRO.lead,
      canonical: ROUTES.blog,
      image: 'blog',
      ogType: 'website',
      jsonLd: [breadcrumbList([HOME, BLOG])],
      indexable: true,
      lastModified: newest,
      feed: { path: BLOG_FEED_PATH, title: BLOG_INTRO.title },
    },
    ...BLOG_POSTS.map(postHead),
    legalHead(ROUTES.privacy, 'Privacy policy', PRIVACY_POLICY, released),
    legalHead(ROUTES.terms, 'Terms of service', TERMS_OF_SERVICE, released),
    {
      path: ROUTES.newsletterConfirm,
      title: siteTitle('Newsletter subscription'),
      description: `Confirm your subscription to the ${BLOG_INTRO.title} newsletter.`,
      canonical: ROUTES.newsletterConfirm,
      image: 'page',
      ogType: 'website',
      jsonLd: [],
      indexable: false,
      lastModified: released,
    },
  ];
}
