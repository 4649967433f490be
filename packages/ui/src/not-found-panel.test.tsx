import { render, screen } from '@testing-library/react';
import { NotFoundPanel } from './not-found-panel';

it('names itself by its heading and shows the explanation and the ways on', () => {
  render(
    <NotFoundPanel title="Page not found" explanation="There is no page at this address.">
      <a href="/">Go to the home page</a>
    </NotFoundPanel>,
  );
  const panel = screen.getByRole('region', { name: 'Page not found' });
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(panel).toHaveTextContent('There is no page at this address.');
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
