import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteFooter } from './site-footer';

it('has exactly the footer links of SPEC section 2', () => {
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
