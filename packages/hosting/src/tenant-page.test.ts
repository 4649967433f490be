import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from 'parse5';
import { FRAME_BRAND } from '@northvault/contracts/page-fragments';
import { telephoneHref } from '@northvault/contracts/telephone-href';
import type { TenantBrand } from '@northvault/contracts/white-label-brand';
import { brandedPageHtml } from './tenant-page';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const brand: TenantBrand = {
  organizationId: 'ORG-1',
  versionId: 'WLV-ABC',
  versionNumber: 3,
  domain: 'acme.localhost',
  companyName: 'Acme Bank',
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
  '<link rel=icon href=/favicon.svg><script defer src=/main.js></script></head><body><div id=root>' +
  '<header class=nv-boot-header><div class=nv-boot-bar><a class=nv-boot-brand href=/><svg width=28 height=28></svg> ' +
  'Northvault</a></div></header></div></body></html>';
const WRITTEN = MINIFIED.replace('<link rel=icon href=/favicon.svg>', '<link rel="icon" href="/favicon.svg">').replace(
  '<a class=nv-boot-brand href=/>',
  '<a class="nv-boot-brand" href="/">',
);

// A page sent with its body: the shell's frame for tenant sites, as React prerenders it under FRAME_BRAND.
const name = FRAME_BRAND.companyName;
const PRERENDERED =
  '<!DOCTYPE html><html lang="en"><head><title>Northvault · Documentation</title><link rel="icon" href="/favicon.svg">' +
  '<script defer src="/main.js"></script></head><body><div id="root" data-prerendered="">' +
  `<header><a class="brand" aria-label="${name} home" href="/"><img class="logo" src="${FRAME_BRAND.logoUrl}" alt="" ` +
  `width="28" height="28">${name}</a></header><main id="main"><!--$--><h1>Documentation</h1>` +
  '<p>Everything you need to go from a new Northvault subscription to a live integration.</p><!--/$--></main>' +
  `<footer><p class="brand">${name}</p><p>Support: <span><a href="mailto:${FRAME_BRAND.contactEmail}">` +
  `${FRAME_BRAND.contactEmail}</a></span><span> · <a href="${telephoneHref(FRAME_BRAND.contactPhone)}">` +
  `${FRAME_BRAND.contactPhone}</a></span></p><p>© <!-- -->2026<!-- --> <!-- -->${name}<!-- --> All rights reserved.</p>` +
  '</footer></div></body></html>';

function* elementsUnder(parent: ParentNode): Generator<Element> {
  for (const child of defaultTreeAdapter.getChildNodes(parent)) {
    if (!defaultTreeAdapter.isElementNode(child)) continue;
    yield child;
    yield* elementsUnder(child);
  }
}

/** The branded page as a browser reads it: its elements, and what the tests look at. */
function read(html: string) {
  const elements = [...elementsUnder(parse(html))];
  const find = (test: (element: Element) => boolean) => elements.filter(test);
  const attribute = (element: Element, key: string) => element.attrs.find((item) => item.name === key)?.value;
  const text = (element: Element): string =>
    defaultTreeAdapter
      .getChildNodes(element)
      .map((child) =>
        defaultTreeAdapter.isTextNode(child) ? child.value : defaultTreeAdapter.isElementNode(child) ? text(child) : '',
      )
      .join('');
  const brandBlock = find((element) => attribute(element, 'id') === 'northvault-brand');
  return {
    tags: elements.map((element) => element.tagName),
    titles: find((element) => element.tagName === 'title').map(text),
    icons: find((element) => attribute(element, 'rel') === 'icon').map((element) => attribute(element, 'href')),
    stylesheets: find((element) => attribute(element, 'rel') === 'stylesheet').map((element) =>
      attribute(element, 'href'),
    ),
    brand: brandBlock.map((element) => JSON.parse(text(element)) as unknown),
    links: find((element) => element.tagName === 'a').map((element) => ({
      label: attribute(element, 'aria-label'),
      href: attribute(element, 'href'),
      text: text(element),
    })),
    images: find((element) => element.tagName === 'img').map((element) => attribute(element, 'src')),
    footer: find((element) => element.tagName === 'footer').map(text),
    h1: find((element) => element.tagName === 'h1').map(text),
  };
}

it.each([
  ['minified', MINIFIED],
  ['as written', WRITTEN],
])('brands the %s shell: title, favicon, boot header, tokens, font and the brand data block', (_, html) => {
  const page = read(brandedPageHtml(html, brand));
  expect(page.titles).toEqual(['Acme Bank']);
  expect(page.icons).toEqual(['/api/tenant-assets/WLA-ICON']);
  expect(page.links).toEqual([{ label: undefined, href: '/', text: 'Acme Bank' }]);
  expect(page.images).toEqual(['/api/tenant-assets/WLA-LOGO']);
  expect(page.stylesheets).toEqual(['/_brand/tokens.css?v=WLV-ABC', '/fonts/montserrat.css']);
  expect(page.brand).toEqual([
    {
      companyName: 'Acme Bank',
      logoUrl: brand.logoUrl,
      faviconUrl: brand.faviconUrl,
      contactEmail: brand.contactEmail,
      contactPhone: brand.contactPhone,
      fontFamily: 'Montserrat',
    },
  ]);
  // Nothing executable was added: the scripts are the shell's and the non-executed data block.
  expect(page.tags.filter((tag) => tag === 'script')).toHaveLength(2);
  expect(page.tags.filter((tag) => tag === 'style')).toHaveLength(1);
});

it('puts the brand into the prerendered frame where the shell’s render in the browser shows it', () => {
  const html = brandedPageHtml(PRERENDERED, brand);
  const page = read(html);
  expect(page.titles).toEqual(['Acme Bank']);
  expect(page.links).toEqual([
    { label: 'Acme Bank home', href: '/', text: 'Acme Bank' },
    { label: undefined, href: 'mailto:help@acme.example', text: 'help@acme.example' },
    { label: undefined, href: 'tel:+442079460321', text: '+44 20 7946 0321' },
  ]);
  expect(page.images).toEqual(['/api/tenant-assets/WLA-LOGO']);
  expect(page.footer).toEqual([
    'Acme BankSupport: help@acme.example · +44 20 7946 0321© 2026 Acme Bank All rights reserved.',
  ]);
  // The page's own text is the remote's, untouched; so are React's text separators, which hydration reads.
  expect(page.h1).toEqual(['Documentation']);
  expect(html).toContain('<p>Everything you need to go from a new Northvault subscription to a live integration.</p>');
  expect(html).toContain('<p>© <!-- -->2026<!-- --> <!-- -->Acme Bank<!-- --> All rights reserved.</p>');
  expect(html).not.toContain('nv-frame-brand');
});

describe.each([
  ["Acme $' tail"],
  ['Acme $& $1 $$ $` Bank'],
  ['Acme </script><script>alert(1)</script>'],
  ['<b>Acme</b> & Co'],
  [`${FRAME_BRAND.contactEmail} ${FRAME_BRAND.companyName}`],
])('a company named %s', (companyName) => {
  it('renders as typed in the title, the header, the footer and the brand block; the document is otherwise intact', () => {
    const typed = { ...brand, companyName };
    for (const html of [WRITTEN, PRERENDERED]) {
      const page = read(brandedPageHtml(html, typed));
      expect(page.titles).toEqual([companyName]);
      expect(page.links[0]!.text).toBe(companyName);
      expect(page.brand).toEqual([expect.objectContaining({ companyName })]);
      // The same elements as under a plain name: nothing was spliced, opened or closed.
      expect(page.tags).toEqual(read(brandedPageHtml(html, brand)).tags);
    }
    const page = read(brandedPageHtml(PRERENDERED, typed));
    expect(page.links[0]!.label).toBe(`${companyName} home`);
    expect(page.footer[0]).toContain(`© 2026 ${companyName} All rights reserved.`);
    expect(page.links.slice(1).map((link) => link.text)).toEqual(['help@acme.example', '+44 20 7946 0321']);
  });
});
