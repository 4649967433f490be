import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BLOG } from '@northvault/contracts/business';
import { blogPostPath } from '@northvault/contracts/routes';
import { BLOG_POSTS } from '../features/blog/content/blog-posts';
import BlogPage from './blog-page';

function renderPage(url = '/blog') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/blog" element={<BlogPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const scrollIntoView = jest.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
});

const articleTitles = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

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

it('shows every topic with its article count, each a link that filters the list', () => {
  renderPage();
  const topics = within(screen.getByRole('region', { name: 'Browse by topic' })).getAllByRole('listitem');
  expect(topics).toHaveLength(6);
  expect(topics[0]!.textContent).toMatch(/\d+ articles?$/);
  expect(within(topics[1]!).getByRole('link', { name: 'White-label' })).toHaveAttribute(
    'href',
    '/blog?topic=white-label',
  );
  expect(within(topics[1]!).getByRole('link', { name: 'White-label' })).not.toHaveAttribute('aria-current');
});

it('lists only one topic’s articles when its card is chosen, and brings the list into view', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('link', { name: 'Webhooks' }));

  const onTopic = BLOG_POSTS.filter((post) => post.tags.includes('Webhooks'));
  expect(onTopic.length).toBeGreaterThan(0);
  expect(onTopic.length).toBeLessThan(BLOG_POSTS.length);
  expect(articleTitles('Webhooks articles')).toEqual(onTopic.map((post) => post.title));
  expect(screen.queryByRole('region', { name: 'Featured articles' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'true');
  expect(scrollIntoView).toHaveBeenCalled();

  await user.click(screen.getByRole('link', { name: 'Show all articles' }));
  expect(screen.getByRole('region', { name: 'Featured articles' })).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Webhooks articles' })).not.toBeInTheDocument();
});

it('opens filtered from a link', () => {
  renderPage('/blog?topic=compliance');
  expect(articleTitles('Compliance articles')).toEqual(
    BLOG_POSTS.filter((post) => post.tags.includes('Compliance')).map((post) => post.title),
  );
});

it('lists every article for an unknown topic', () => {
  renderPage('/blog?topic=astrology');
  expect(screen.getByRole('region', { name: 'Featured articles' })).toBeVisible();
  expect(screen.getByRole('region', { name: 'Latest articles' })).toBeVisible();
});

it('offers the newsletter sign-up', () => {
  renderPage();
  expect(screen.getByRole('region', { name: 'The Northvault newsletter' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
});
