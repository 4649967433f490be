import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { writeBrandBlock } from '@northvault/session/testing/tenant-brand';
import { SiteFooter } from './site-footer';

it('has exactly the footer links of the product rules', () => {
  render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
  const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(hrefs.sort()).toEqual(
    [
      '/privacy',
      '/terms',
      '/api-docs#banking',
      '/api-docs#xero-integration',
      '/documentation#security',
      '/documentation#white-label',
      '/api-docs/starter',
      '/api-docs/business',
      '/api-docs/enterprise',
    ].sort(),
  );
});

describe('on a white-label host', () => {
  let remove: (() => void) | undefined;
  afterEach(() => remove?.());

  it('carries the tenant’s name and support contact instead of Northvault’s', () => {
    remove = writeBrandBlock();
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Acme Bank');
    expect(footer).not.toHaveTextContent('Northvault');
    expect(screen.getByRole('link', { name: 'help@acme.example' })).toHaveAttribute('href', 'mailto:help@acme.example');
    expect(screen.getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
  });
});
