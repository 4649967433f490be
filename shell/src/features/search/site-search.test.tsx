import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from '@northvault/session';
import { fakeSession } from '@northvault/session/testing';
import { isSearchShortcut, SiteSearch } from './site-search';

jest.mock('./search-indexes', () => ({ loadSiteSearch: () => new Promise(() => {}) }));

function press(init: KeyboardEventInit, target: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return isSearchShortcut(event);
}

describe('isSearchShortcut', () => {
  it('is / or Ctrl+K or ⌘K', () => {
    expect(press({ key: '/' })).toBe(true);
    expect(press({ key: 'k', ctrlKey: true })).toBe(true);
    expect(press({ key: 'K', metaKey: true })).toBe(true);
    expect(press({ key: 'k' })).toBe(false);
    expect(press({ key: '/', ctrlKey: true })).toBe(false);
  });

  it('is not a shortcut while typing in a field', () => {
    expect(press({ key: '/' }, document.createElement('input'))).toBe(false);
    expect(press({ key: 'k', ctrlKey: true }, document.createElement('textarea'))).toBe(false);
  });
});

// The dialog is a lazily imported module: its first import compiles it.
const LAZY = { timeout: 5000 };

function renderSearch() {
  render(
    <MemoryRouter>
      <SessionProvider value={fakeSession()}>
        <SiteSearch />
        <input aria-label="Email" />
      </SessionProvider>
    </MemoryRouter>,
  );
}

it('opens the dialog with / from the page, but not from a field', async () => {
  renderSearch();
  await userEvent.click(screen.getByRole('textbox', { name: 'Email' }));
  await userEvent.keyboard('/');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => (document.activeElement as HTMLElement).blur());
  await userEvent.keyboard('/');
  expect(await screen.findByRole('dialog', { name: 'Search' }, LAZY)).toHaveAttribute('open');
  expect(screen.getByRole('combobox', { name: 'Search the site' })).toHaveValue('');
});

it('opens with Ctrl+K and from the header button, and closes with its Close button', async () => {
  renderSearch();
  await userEvent.keyboard('{Control>}k{/Control}');
  expect(await screen.findByRole('dialog', { name: 'Search' }, LAZY)).toHaveAttribute('open');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('dialog', { name: 'Search' }, LAZY)).toHaveAttribute('open');
});
