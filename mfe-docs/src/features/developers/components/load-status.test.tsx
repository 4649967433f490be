import { render, screen } from '@testing-library/react';
import { API_KEYS_LOAD_FAILED } from '../hooks/use-api-keys';
import { LoadStatus } from './load-status';

it('says what is loading, marked busy', () => {
  render(<LoadStatus state={{ status: 'loading' }} loading="Loading your API keys…" />);
  expect(screen.getByText('Loading your API keys…')).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says why it failed as an alert, in the hook’s own words', () => {
  render(<LoadStatus state={{ status: 'failed', message: API_KEYS_LOAD_FAILED }} loading="Loading your API keys…" />);
  expect(screen.getByRole('alert')).toHaveTextContent(API_KEYS_LOAD_FAILED);
  expect(screen.queryByText('Loading your API keys…')).not.toBeInTheDocument();
});

it('shows nothing once loaded', () => {
  const { container } = render(<LoadStatus state={{ status: 'loaded' }} loading="Loading your API keys…" />);
  expect(container).toBeEmptyDOMElement();
});
