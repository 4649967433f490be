/** A white-label host's page, for the tests that read the brand: the data block the site server writes. */
import { SITE_BRAND_ELEMENT_ID, type SiteBrand } from '@northvault/contracts/white-label-brand';

export const ACME_BRAND: SiteBrand = {
  companyName: 'Acme Bank',
  logoUrl: '/api/tenant-assets/WLA-1',
  faviconUrl: '/api/tenant-assets/WLA-2',
  contactEmail: 'help@acme.example',
  contactPhone: '+44 20 7946 0321',
  fontFamily: 'Poppins',
};

/** Writes the block into the document (any text, to test what cannot be read); returns what removes it. */
export function writeBrandBlock(content: SiteBrand | string = ACME_BRAND): () => void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SITE_BRAND_ELEMENT_ID;
  block.textContent = typeof content === 'string' ? content : JSON.stringify(content);
  document.head.append(block);
  return () => block.remove();
}
