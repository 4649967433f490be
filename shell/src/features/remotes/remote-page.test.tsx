import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MICRO_FRONTENDS } from '@northvault/contracts/micro-frontends';
import { loadRemotePage } from './load-remote-page';
import { refreshRemote } from './refresh-remote';
import { RemotePage } from './remote-page';
import { unavailablePage } from './unavailable-page';

jest.mock('./load-remote-page', () => ({ loadRemotePage: jest.fn() }));
jest.mock('./refresh-remote', () => ({ refreshRemote: jest.fn() }));

const loadRemotePageMock = loadRemotePage as jest.Mock;
const support = MICRO_FRONTENDS.support;
const SupportCenter = () => <h1>Support Center</h1>;
const unavailable = 'Support, the blog and the legal pages is temporarily unavailable';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/support']}>
      <RemotePage remote={support} page="SupportPage" />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.scrollTo = jest.fn();
});

it('holds the page’s space while loading, then shows the remote page', async () => {
  loadRemotePageMock.mockResolvedValue(SupportCenter);
  renderPage();
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(await screen.findByRole('heading', { name: 'Support Center' })).toBeVisible();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('shows the fallback of a page that could not load, focused, and Try again loads it again', async () => {
  loadRemotePageMock.mockResolvedValueOnce(unavailablePage(support));
  renderPage();
  const heading = await screen.findByRole('heading', { name: unavailable });
  expect(heading).toHaveFocus();
  expect(screen.getByRole('alert')).toContainElement(heading);

  loadRemotePageMock.mockResolvedValueOnce(SupportCenter);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Support Center' })).toBeVisible();
  expect(loadRemotePageMock).toHaveBeenCalledTimes(2);
  // Nothing of a remote that never loaded is left to forget.
  expect(refreshRemote).not.toHaveBeenCalled();
});

it('contains a remote page that throws while rendering, and Try again fetches the remote afresh', async () => {
  loadRemotePageMock.mockResolvedValueOnce(() => {
    throw new Error('render bug');
  });
  renderPage();
  expect(await screen.findByRole('heading', { name: unavailable })).toBeVisible();

  loadRemotePageMock.mockResolvedValueOnce(SupportCenter);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Support Center' })).toBeVisible();
  expect(refreshRemote).toHaveBeenCalledWith(support);
  expect((refreshRemote as jest.Mock).mock.invocationCallOrder[0]).toBeLessThan(
    loadRemotePageMock.mock.invocationCallOrder[1]!,
  );
});

it('scrolls to the anchor once the remote page has rendered it', async () => {
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  loadRemotePageMock.mockResolvedValue(() => <section id="pricing">Pricing</section>);
  render(
    <MemoryRouter initialEntries={['/#pricing']}>
      <RemotePage remote={MICRO_FRONTENDS.marketing} page="LandingPage" />
    </MemoryRouter>,
  );
  await screen.findByText('Pricing');
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pricing'));
});
