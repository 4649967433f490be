import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { API_PATHS } from '@northvault/contracts/routes';
import { apiServer } from '@northvault/ui/testing/api-server';
import { loadRemotePage } from '../features/remotes/load-remote-page';
import { ShellLayout } from './shell-layout';

// The remote pages are the remotes' own tests; here a remote page is a stand-in heading.
jest.mock('../features/remotes/load-remote-page', () => ({ loadRemotePage: jest.fn() }));
const loadRemotePageMock = loadRemotePage as jest.Mock;

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ShellLayout />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  apiServer.use(
    http.get(API_PATHS.currentUser, () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })),
  );
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  window.scrollTo = jest.fn();
});

it('ends the not-found page with the site footer, after the main content', async () => {
  renderAt('/no-such-page');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  expect(screen.getByRole('main').compareDocumentPosition(footer)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(document.title).toBe('Northvault · Page not found');
});

it('ends the sign-in completion page with the site footer', async () => {
  renderAt('/auth/callback');
  expect(await screen.findByRole('heading', { level: 1, name: 'Authentication Failed' })).toBeVisible();
  expect(screen.getByRole('contentinfo')).toBeVisible();
});

it('ends a remote’s page with the site footer, so no remote has to remember it', async () => {
  loadRemotePageMock.mockResolvedValue(() => <h1>White-Label Configuration</h1>);
  renderAt('/white-label');
  expect(await screen.findByRole('heading', { level: 1, name: 'White-Label Configuration' })).toBeVisible();
  expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
});
