import type { TenantBrand } from '@northvault/contracts/white-label-brand';
import { brandedShellHtml } from './tenant-page';

const brand: TenantBrand = {
  organizationId: 'ORG-1',
  versionId: 'WLV-ABC',
  versionNumber: 3,
  domain: 'acme.localhost',
  companyName: 'Acme </script><b>Bank</b> & Co',
  primaryColor: '#0369a1',
  secondaryColor: '#0ea5e9',
  accentColor: '#22d3ee',
  backgroundGradient: 'linear-gradient(135deg, #0c4a6e, #0f172a)',
  fontFamily: 'Montserrat',
  contactEmail: 'help@acme.example',
  contactPhone: '+44 20 7946 0321',
  logoUrl: '/api/tenant-assets/WLA-LOGO',
  faviconUrl: '/api/tenant-assets/WLA-ICON',
};

// The shell's index.html as the production build minifies it, and as written.
const MINIFIED =
  '<!doctype html><html lang=en><head><title>Northvault · White-label banking API</title><style>body{margin:0}</style>' +
  '<link rel=icon href=/favicon.svg></head><body><div id=root><header class=nv-boot-header><div class=nv-boot-bar>' +
  '<a class=nv-boot-brand href=/><svg width=28 height=28></svg> Northvault</a></div></header></div></body></html>';
const WRITTEN = MINIFIED.replace('<link rel=icon href=/favicon.svg>', '<link rel="icon" href="/favicon.svg">').replace(
  '<a class=nv-boot-brand href=/>',
  '<a class="nv-boot-brand" href="/">',
);

it.each([
  ['minified', MINIFIED],
  ['as written', WRITTEN],
])('brands the %s shell: title, favicon, boot header, tokens, font and the brand data block', (_, html) => {
  const branded = brandedShellHtml(html, brand);
  const name = 'Acme &lt;/script&gt;&lt;b&gt;Bank&lt;/b&gt; &amp; Co';
  expect(branded).toContain(`<title>${name}</title>`);
  expect(branded).not.toContain('favicon.svg');
  expect(branded).toContain('<link rel="icon" href="/api/tenant-assets/WLA-ICON">');
  expect(branded).toMatch(
    new RegExp(
      `<a class="?nv-boot-brand"?[^>]*><img src="/api/tenant-assets/WLA-LOGO" alt="" width="28" height="28">${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</a>`,
    ),
  );
  expect(branded).not.toContain('Northvault</a>');
  expect(branded).toContain('<link rel="stylesheet" href="/_brand/tokens.css?v=WLV-ABC">');
  expect(branded).toContain('<link rel="stylesheet" href="/fonts/montserrat.css">');

  const data = /<script type="application\/json" id="northvault-brand">(.*?)<\/script>/.exec(branded)?.[1];
  // The company name cannot end the block early: only one </script> follows it, its own.
  expect(data).not.toContain('</script');
  expect(JSON.parse(data!)).toEqual({
    companyName: brand.companyName,
    logoUrl: brand.logoUrl,
    faviconUrl: brand.faviconUrl,
    contactEmail: brand.contactEmail,
    contactPhone: brand.contactPhone,
    fontFamily: 'Montserrat',
  });
  // Nothing executable was added: the only <script> is the non-executed data block.
  expect(branded.match(/<script/g)).toHaveLength(1);
  expect(branded.match(/<style/g)).toHaveLength(1);
});

it("renders a company name with $', $& and $1 as typed: the replacement patterns never splice the document", () => {
  const name = "Acme $' tail $& $1 $$ </script>";
  const branded = brandedShellHtml(WRITTEN, { ...brand, companyName: name });
  const shown = "Acme $' tail $&amp; $1 $$ &lt;/script&gt;";
  expect(branded).toContain(`<title>${shown}</title>`);
  expect(branded).toContain(`height="28">${shown}</a>`);
  // The document around them is whole: one head, one body, each once.
  expect(branded.match(/<\/head>/g)).toHaveLength(1);
  expect(branded.match(/<body>/g)).toHaveLength(1);
  const data = /<script type="application\/json" id="northvault-brand">(.*?)<\/script>/.exec(branded)?.[1];
  expect((JSON.parse(data!) as { companyName: string }).companyName).toBe(name);
});
