/**
 * The white-label brand of the site this page is on, for the shell and every remote. A branded
 * host's HTML carries it as a JSON data block (the site server writes it; browsers never execute
 * it); on the Northvault site there is none. This module is shared as a federation singleton with
 * the rest of the package, so no remote needs the shell to learn its brand.
 */
import { createContext, useContext } from 'react';
import { SITE_BRAND_ELEMENT_ID, type SiteBrand } from '@northvault/contracts/white-label-brand';
import { isWhiteLabelFont } from '@northvault/contracts/white-label';

const text = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown): value is string | null => value === null || text(value);

function asSiteBrand(value: unknown): SiteBrand | null {
  if (typeof value !== 'object' || value === null) return null;
  const brand = value as Record<keyof SiteBrand, unknown>;
  const valid =
    text(brand.companyName) &&
    brand.companyName.trim() !== '' &&
    textOrNull(brand.logoUrl) &&
    textOrNull(brand.faviconUrl) &&
    text(brand.contactEmail) &&
    text(brand.contactPhone) &&
    text(brand.fontFamily) &&
    isWhiteLabelFont(brand.fontFamily);
  return valid ? (brand as SiteBrand) : null;
}

/** The page's tenant brand, or `null` on the Northvault site (or when the block cannot be read). */
export function tenantBrand(doc: Document | undefined = globalThis.document): SiteBrand | null {
  const block = doc?.getElementById(SITE_BRAND_ELEMENT_ID);
  if (!block?.textContent) return null;
  try {
    return asSiteBrand(JSON.parse(block.textContent));
  } catch {
    return null;
  }
}

/** The name the site goes by: the tenant's, or Northvault. */
export function siteName(doc?: Document): string {
  return tenantBrand(doc)?.companyName ?? 'Northvault';
}

/**
 * The brand a tree renders under when it is not the page's own: the shell's frames for tenant sites, prerendered at
 * build time, where there is no page to read (docs/architecture.md#first-paint-from-prerendered-fragments).
 */
export const SiteBrandContext = createContext<SiteBrand | null | undefined>(undefined);

/** The brand to render: the one a prerender gives, else the page's (`tenantBrand`). */
export function useSiteBrand(): SiteBrand | null {
  const given = useContext(SiteBrandContext);
  return given === undefined ? tenantBrand() : given;
}
