/**
 * A page of the shell under a tenant's brand. Everything the brand changes arrives with the HTML,
 * so the first paint is already branded and nothing inline needs `unsafe-inline`: the tokens come
 * as a same-origin stylesheet, the font as the site's own files, and the details the shell and
 * remotes show as a JSON data block, which browsers never execute.
 */
import {
  fontStylesheetPath,
  SITE_BRAND_ELEMENT_ID,
  TENANT_STYLESHEET_PATH,
  type SiteBrand,
  type TenantBrand,
} from '@northvault/contracts/white-label-brand';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON that cannot close its <script> element or open a comment, whatever the brand's (or a cookie's) text holds. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function siteBrandOf(brand: TenantBrand): SiteBrand {
  return {
    companyName: brand.companyName,
    logoUrl: brand.logoUrl,
    faviconUrl: brand.faviconUrl,
    contactEmail: brand.contactEmail,
    contactPhone: brand.contactPhone,
    fontFamily: brand.fontFamily,
  };
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const ICON = /<link rel="?icon"?[^>]*>/gi;
const BOOT_BRAND = /(<a class="?nv-boot-brand"?[^>]*>)[\s\S]*?(<\/a>)/i;

export function brandedShellHtml(html: string, brand: TenantBrand): string {
  const name = escapeHtml(brand.companyName);
  const head = [
    `<link rel="icon" href="${escapeHtml(brand.faviconUrl)}">`,
    `<link rel="stylesheet" href="${TENANT_STYLESHEET_PATH}?v=${encodeURIComponent(brand.versionId)}">`,
    `<link rel="stylesheet" href="${fontStylesheetPath(brand.fontFamily)}">`,
    `<script type="application/json" id="${SITE_BRAND_ELEMENT_ID}">${scriptSafeJson(siteBrandOf(brand))}</script>`,
  ].join('');
  // Function replacers only: in a replacement string, `$'` or `$&` typed in a company name would splice the document.
  return html
    .replace(TITLE, () => `<title>${name}</title>`)
    .replace(ICON, () => '')
    .replace(
      BOOT_BRAND,
      (_match, open: string, close: string) =>
        `${open}<img src="${escapeHtml(brand.logoUrl)}" alt="" width="28" height="28">${name}${close}`,
    )
    .replace('</head>', () => `${head}</head>`);
}
