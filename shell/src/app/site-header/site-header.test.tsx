import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from '@northvault/session';
import { fakeSession } from '@northvault/session/testing';
import { writeBrandBlock } from '@northvault/session/testing/tenant-brand';
import { DocumentTitle } from '../document-title';
import { SiteHeader } from './site-header';

let remove: (() => void) | undefined;
afterEach(() => remove?.());

function renderHeader() {
  render(
    <MemoryRouter>
      <SessionProvider value={fakeSession()}>
        <SiteHeader />
        <DocumentTitle title="Support">
          <p>page</p>
        </DocumentTitle>
      </SessionProvider>
    </MemoryRouter>,
  );
}

it('shows Northvault on the Northvault site', () => {
  renderHeader();
  expect(screen.getByRole('link', { name: 'Northvault home' })).toHaveTextContent('Northvault');
  expect(document.title).toBe('Northvault · Support');
});

it('shows the tenant’s name, logo and title on a white-label host', () => {
  remove = writeBrandBlock();
  renderHeader();
  const home = screen.getByRole('link', { name: 'Acme Bank home' });
  expect(home).toHaveTextContent('Acme Bank');
  expect(home.querySelector('img')).toHaveAttribute('src', '/api/tenant-assets/WLA-1');
  expect(document.title).toBe('Acme Bank · Support');
});
