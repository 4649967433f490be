import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MICRO_FRONTENDS } from '@northvault/contracts/micro-frontends';
import { loadRemotePage, RemoteUnavailableError } from './load-remote-page';
import { refreshRemote } from './refresh-remote';
import { RemotePage } from './remote-page';

jest.mock('./load-remote-page', () => ({
  ...jest.requireActual('./load-remote-page'),
  loadRemotePage: jest.fn(),
}));
jest.mock('./refresh-remote', () => ({ refreshRemote: jest.fn() }));

const loadRemotePageMock = loadRemotePage as jest.Mock;
const support = MICRO_FRONTENDS.support;

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
  loadRemotePageMock.mockResolvedValue(() => <h1>Support Center</h1>);
  renderPage();
  expect(screen.getByText('Loading…')).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Support Center' })).toBeTruthy();
});

it('shows a fallback naming the unavailable part, and Try again loads it afresh', async () => {
  loadRemotePageMock.mockRejectedValueOnce(new RemoteUnavailableError(support, 'SupportPage', new Error('down')));
  renderPage();
  expect(
    await screen.findByRole('heading', { name: 'Support, the blog and the legal pages is temporarily unavailable' }),
  ).toBeTruthy();

  loadRemotePageMock.mockResolvedValueOnce(() => <h1>Support Center</h1>);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Support Center' })).toBeTruthy();
  expect(loadRemotePageMock).toHaveBeenCalledTimes(2);
  // Nothing of a remote that never loaded is left to forget.
  expect(refreshRemote).not.toHaveBeenCalled();
});

it('contains a remote page that throws while rendering, and Try again fetches the remote afresh', async () => {
  loadRemotePageMock.mockResolvedValueOnce(() => {
    throw new Error('render bug');
  });
  renderPage();
  expect(
    await screen.findByRole('heading', { name: 'Support, the blog and the legal pages is temporarily unavailable' }),
  ).toBeTruthy();

  loadRemotePageMock.mockResolvedValueOnce(() => <h1>Support Center</h1>);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Support Center' })).toBeTruthy();
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
  await act(async () => undefined);
  await screen.findByText('Pricing');
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
});

it('keeps the anchor in view while bands above it are laid out, until the reader scrolls', async () => {
  // Where the anchor sits in the viewport: scrolling to it brings it to the top.
  let anchorTop = 0;
  const scrollIntoView = jest.fn(() => {
    anchorTop = 0;
  });
  Element.prototype.scrollIntoView = scrollIntoView;
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top: anchorTop }) as DOMRect);
  loadRemotePageMock.mockResolvedValue(() => <section id="pricing">Pricing</section>);
  render(
    <MemoryRouter initialEntries={['/#pricing']}>
      <RemotePage remote={MICRO_FRONTENDS.marketing} page="LandingPage" />
    </MemoryRouter>,
  );
  await screen.findByText('Pricing');
  expect(scrollIntoView).toHaveBeenCalledTimes(1);

  // A band above is laid out and grows by 300px: the anchor is brought back.
  anchorTop = 300;
  await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(2));

  // Once the reader scrolls, the page is theirs.
  fireEvent.wheel(window);
  anchorTop = 300;
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(scrollIntoView).toHaveBeenCalledTimes(2);
});
