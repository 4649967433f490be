import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from '@northvault/session';
import { fakeSession } from '@northvault/session/testing';
import SearchDialog from './search-dialog';
import type { SiteSearch } from './search-indexes';
import type { SearchHit } from './search-results';

const HITS: SearchHit[] = [
  {
    id: '/api-docs#webhooks:2',
    path: '/api-docs',
    pageTitle: 'API Documentation',
    sectionId: 'webhooks',
    sectionTitle: 'Webhooks',
    heading: 'Verifying signatures',
    access: { kind: 'signed-in' },
    score: 9,
  },
  {
    id: '/documentation#security:3',
    path: '/documentation',
    pageTitle: 'Documentation',
    sectionId: 'security',
    sectionTitle: 'Security',
    heading: 'Webhooks',
    access: { kind: 'public' },
    score: 5,
  },
];

const fakeSearch: SiteSearch = { search: (query) => (query.includes('webhook') ? HITS : []) };

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="location">{pathname + hash}</p>;
}

function renderDialog(load: () => Promise<SiteSearch> = () => Promise.resolve(fakeSearch)) {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={['/pricing']}>
      <SessionProvider value={fakeSession()}>
        <SearchDialog onClose={onClose} load={load} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
  return { onClose, input: screen.getByRole('combobox', { name: 'Search the site' }) };
}

it('shows results grouped by page, with a note on the page a signed-out visitor cannot open', async () => {
  const { input } = renderDialog();
  expect(input).toHaveFocus();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Search the documentation'));
  await userEvent.type(input, 'webhook signature');

  expect(screen.getByRole('status')).toHaveTextContent('2 results');
  expect(input).toHaveAttribute('aria-expanded', 'true');
  const api = screen.getByRole('group', { name: 'API Documentation' });
  expect(api).toHaveTextContent('Webhooks › , Verifying signatures');
  expect(api).toHaveTextContent('Sign in to open this page.');
  const docs = screen.getByRole('group', { name: 'Documentation' });
  expect(docs).not.toHaveTextContent('Sign in');
});

it('moves through the results with the arrow keys and opens the active one with Enter', async () => {
  const { input, onClose } = renderDialog();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Search the documentation'));
  await userEvent.type(input, 'webhook');
  const options = screen.getAllByRole('option');
  expect(input).not.toHaveAttribute('aria-activedescendant');

  await userEvent.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
  await userEvent.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
  await userEvent.keyboard('{ArrowUp}');
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  expect(options[0]).toHaveAttribute('aria-selected', 'false');

  await userEvent.keyboard('{Enter}');
  expect(onClose).toHaveBeenCalled();
  expect(screen.getByTestId('location')).toHaveTextContent('/documentation#security');
});

it('opens a result on click', async () => {
  const { input } = renderDialog();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Search the documentation'));
  await userEvent.type(input, 'webhook');
  await userEvent.click(screen.getByRole('option', { name: /Verifying signatures/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/api-docs#webhooks');
});

it('does nothing on Enter before a result is chosen, and says when nothing matches', async () => {
  const { input, onClose } = renderDialog();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Search the documentation'));
  await userEvent.type(input, 'refund{Enter}');
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('No results for “refund”.');
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

it('closes on Escape', async () => {
  const { onClose } = renderDialog();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Search the documentation'));
  // The browser turns Escape in a modal dialog into a cancel event.
  screen.getByRole('dialog', { name: 'Search' }).dispatchEvent(new Event('cancel', { cancelable: true }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('says so when no index can be loaded', async () => {
  renderDialog(() => Promise.reject(new Error('offline')));
  expect(screen.getByRole('status')).toHaveTextContent('Loading the search index…');
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'Search could not be loaded. Check your connection, then open search again.',
    ),
  );
});
