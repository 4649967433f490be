import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BLOG } from '@northvault/contracts/business';
import { blogPostPath } from '@northvault/contracts/routes';
import { BLOG_POSTS } from '../features/blog/content/blog-posts';
import BlogPage from './blog-page';

function renderPage() {
  render(
    <MemoryRouter>
      <BlogPage />
    </MemoryRouter>,
  );
}

it('shows the featured and the latest articles, each linking to its own page', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Northvault Blog');

  const featured = within(screen.getByRole('region', { name: 'Featured articles' })).getAllByRole('article');
  const latest = within(screen.getByRole('region', { name: 'Latest articles' })).getAllByRole('article');
  expect(featured).toHaveLength(BLOG.featuredCount);
  expect(featured.length + latest.length).toBe(BLOG.postCount);

  for (const post of BLOG_POSTS) {
    const link = screen.getByRole('link', { name: post.title });
    expect(link).toHaveAttribute('href', blogPostPath(post.id));
  }
});

it('shows every topic with its article count', () => {
  renderPage();
  const topics = within(screen.getByRole('region', { name: 'Browse by topic' })).getAllByRole('listitem');
  expect(topics).toHaveLength(6);
  expect(topics[0]!.textContent).toMatch(/\d+ articles?$/);
});

it('keeps the reader on the page when the newsletter form is submitted, and claims nothing', () => {
  renderPage();
  const email = screen.getByRole('textbox', { name: 'Email address' });
  fireEvent.change(email, { target: { value: 'reader@example.com' } });

  const notPrevented = fireEvent.submit(email.closest('form')!);

  expect(notPrevented).toBe(false);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/subscribed|thank you/i);
});
