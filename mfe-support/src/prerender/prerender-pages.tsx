/**
 * This remote's public pages, prerendered by its build into the release (`prerender` in webpack.config.js,
 * docs/architecture.md#first-paint-from-prerendered-fragments): each page as the shell's first render shows it.
 */
import { blogPostPath, ROUTES } from '@northvault/contracts/routes';
import { prerenderRemotePage } from '@northvault/ui/prerender/prerender-page';
import { BLOG_POSTS } from '../features/blog/content/blog-posts';
import BlogPage from '../pages/blog-page';
import BlogPostPage from '../pages/blog-post-page';
import PrivacyPage from '../pages/privacy-page';
import SupportPage from '../pages/support-page';
import TermsPage from '../pages/terms-page';

export default async function prerenderPages(): Promise<Array<{ path: string; html: string }>> {
  const pages: Array<[path: string, pattern: string, page: React.ReactNode]> = [
    [ROUTES.support, ROUTES.support, <SupportPage key="support" />],
    [ROUTES.blog, ROUTES.blog, <BlogPage key="blog" />],
    ...BLOG_POSTS.map((post): [string, string, React.ReactNode] => [
      blogPostPath(post.id),
      ROUTES.blogPost,
      <BlogPostPage key={post.id} />,
    ]),
    [ROUTES.privacy, ROUTES.privacy, <PrivacyPage key="privacy" />],
    [ROUTES.terms, ROUTES.terms, <TermsPage key="terms" />],
  ];
  return Promise.all(
    pages.map(async ([path, pattern, page]) => ({ path, html: await prerenderRemotePage(path, pattern, page) })),
  );
}
