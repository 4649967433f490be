import { blogPostPath } from '@northvault/contracts/routes';
import { BLOG_POSTS } from '../features/blog/content/blog-posts';
import { SUPPORT_FAQ } from '../features/support-center/content/support-faq';
import pageHeads from './page-heads';

const heads = pageHeads();
const headOf = (path: string) => heads.find((head) => head.path === path)!;

it('gives every post its own head: its title, excerpt, BlogPosting, breadcrumbs and Markdown twin', () => {
  for (const post of BLOG_POSTS) {
    const head = headOf(blogPostPath(post.id));
    expect(head.title).toBe(`${post.title} · Northvault Blog`);
    expect(head.description).toBe(post.excerpt);
    expect(head.jsonLd.map((block) => block['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(head.jsonLd[0]).toMatchObject({
      headline: post.title,
      datePublished: post.date,
      author: { name: post.author },
    });
    expect(head.article).toEqual({ published: post.date, author: post.author, summary: post.excerpt });
    // The twin's sections are the post's own headings, in order.
    const headings = post.content.filter((block) => block.kind === 'heading').map((block) => block.text);
    const twin = head.markdown!.text;
    expect(twin.split('\n')[0]).toBe(`# ${post.title}`);
    expect([...twin.matchAll(/^## (.+)$/gm)].map(([, text]) => text)).toEqual(headings);
  }
  expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
});

it('answers every question of the FAQ in the support page’s FAQPage', () => {
  const faq = headOf('/support').jsonLd.find((block) => block['@type'] === 'FAQPage')!;
  const questions = faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
  expect(questions.map((question) => question.name)).toEqual(SUPPORT_FAQ.map((item) => item.question));
  for (const question of questions) expect(question.acceptedAnswer.text).not.toMatch(/`/);
});

it('links the blog’s feed and keeps the newsletter’s confirmation out of search engines', () => {
  expect(headOf('/blog').feed).toEqual({ path: '/blog/feed.xml', title: 'Northvault Blog' });
  expect(headOf('/newsletter/confirm').indexable).toBe(false);
});
