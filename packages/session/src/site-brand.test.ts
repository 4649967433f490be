import { ACME_BRAND as ACME, writeBrandBlock } from './testing/tenant-brand';
import { siteName, tenantBrand } from './site-brand';

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
