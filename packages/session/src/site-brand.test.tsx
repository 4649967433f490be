import { ACME_BRAND as ACME, writeBrandBlock } from './testing/tenant-brand';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { siteName, SiteBrandContext, tenantBrand, useSiteBrand } from './site-brand';

let remove: (() => void) | undefined;
afterEach(() => remove?.());

const brandBlock = (text: string) => {
  remove = writeBrandBlock(text);
};

it('is the Northvault site when the page carries no brand', () => {
  expect(tenantBrand()).toBeNull();
  expect(siteName()).toBe('Northvault');
});

it('reads the brand the site server wrote into the page', () => {
  brandBlock(JSON.stringify(ACME));
  expect(tenantBrand()).toEqual(ACME);
  expect(siteName()).toBe('Acme Bank');
});

it.each([
  ['not JSON', '{'],
  ['no company name', JSON.stringify({ ...ACME, companyName: ' ' })],
  ['an unknown font', JSON.stringify({ ...ACME, fontFamily: 'Comic Sans MS' })],
  ['a logo that is not text', JSON.stringify({ ...ACME, logoUrl: 42 })],
])('ignores a block with %s', (_, text) => {
  brandBlock(text);
  expect(tenantBrand()).toBeNull();
});

it('renders under the page’s brand, unless a prerender gives one (null for the Northvault site)', () => {
  brandBlock(JSON.stringify(ACME));
  expect(renderHook(() => useSiteBrand()).result.current).toEqual(ACME);
  const given = { ...ACME, companyName: 'Given' };
  const under =
    (brand: typeof given | null) =>
    ({ children }: { children: ReactNode }) => <SiteBrandContext value={brand}>{children}</SiteBrandContext>;
  expect(renderHook(() => useSiteBrand(), { wrapper: under(given) }).result.current).toEqual(given);
  expect(renderHook(() => useSiteBrand(), { wrapper: under(null) }).result.current).toBeNull();
});
