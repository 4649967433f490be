import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { blogPostPath, ROUTES } from '@northvault/contracts/routes';
import { BLOG_POSTS } from '../features/blog/content/blog-posts';
import BlogPostPage from './blog-post-page';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={ROUTES.blogPost} element={<BlogPostPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('shows the whole article with its title, author, date, reading time and topics', () => {
  const post = BLOG_POSTS.find((candidate) => candidate.id === 'webhook-handlers-that-never-lose-an-event')!;
  renderAt(blogPostPath(post.id));

  const title = screen.getByRole('heading', { level: 1 });
  expect(title.textContent).toBe(post.title);
  const article = title.closest('article')!;
  expect(article.textContent).toContain(post.author);
  expect(article.textContent).toContain('3 December 2024');
  expect(article.textContent).toContain(post.readTime);
  for (const tag of post.tags) expect(within(article).getByRole('list', { name: 'Topics' }).textContent).toContain(tag);

  for (const block of post.content) {
    if (block.kind === 'paragraph') expect(article.textContent).toContain(block.text.replace(/`/g, ''));
  }
});

it('links back to the blog and to two other posts', () => {
  const post = BLOG_POSTS[0]!;
  renderAt(blogPostPath(post.id));

  expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', ROUTES.blog);
  const next = within(screen.getByRole('region', { name: 'Keep reading' })).getAllByRole('link');
  expect(next).toHaveLength(2);
  for (const link of next) {
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/blog\/[a-z0-9-]+$/));
    expect(link.getAttribute('href')).not.toBe(blogPostPath(post.id));
  }
});

it('shows a not-found page with a way back for an unknown id', () => {
  renderAt('/blog/no-such-post');

  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Article not found');
  expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', ROUTES.blog);
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Article not found' })).toHaveTextContent('Featured articles');
});

it('names the tab after the article it shows', () => {
  const post = BLOG_POSTS[1]!;
  renderAt(blogPostPath(post.id));
  expect(document.title).toBe(`${post.title} · Northvault Blog`);
});

it('names the tab after the not-found page for an unknown id', () => {
  renderAt('/blog/no-such-post');
  expect(document.title).toBe('Article not found · Northvault Blog');
});

it('renames the tab when the reader follows a related post', async () => {
  const user = userEvent.setup();
  const post = BLOG_POSTS[0]!;
  renderAt(blogPostPath(post.id));
  const next = within(screen.getByRole('region', { name: 'Keep reading' })).getAllByRole('link')[0]!;
  const nextPost = BLOG_POSTS.find((candidate) => blogPostPath(candidate.id) === next.getAttribute('href'))!;

  await user.click(next);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(nextPost.title);
  expect(document.title).toBe(`${nextPost.title} · Northvault Blog`);
});
