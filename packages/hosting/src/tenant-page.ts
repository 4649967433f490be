/**
 * A page of the site under a tenant's brand (docs/product/white-label.md#the-branded-site). Everything the brand
 * changes arrives with the HTML, so the first paint is already branded and nothing inline needs `unsafe-inline`: the
 * tokens come as a same-origin stylesheet, the font as the site's own files, and the details the shell and remotes
 * show as a JSON data block, which browsers never execute. A prerendered body is the shell's frame for tenant sites,
 * rendered under FRAME_BRAND (docs/architecture.md#first-paint-from-prerendered-fragments): its tokens become the
 * brand's values, as the shell's first render in the browser shows them, so React adopts the nodes.
 *
 * The brand goes in through the parsed document (parse5), as text and attribute values: the serializer escapes
 * them, and nothing a company name holds (`</script>`, `$'`) can be read as markup or as a replacement pattern.
 */
import { defaultTreeAdapter, html, parse, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { FRAME_BRAND } from '@northvault/contracts/page-fragments';
import { telephoneHref } from '@northvault/contracts/telephone-href';
import {
  fontStylesheetPath,
  SITE_BRAND_ELEMENT_ID,
  TENANT_STYLESHEET_PATH,
  type SiteBrand,
  type TenantBrand,
} from '@northvault/contracts/white-label-brand';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];
type Template = DefaultTreeAdapterMap['template'];

const adapter = defaultTreeAdapter;

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

function element(tagName: string, attributes: Record<string, string>, text?: string): Element {
  const created = adapter.createElement(
    tagName,
    html.NS.HTML,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  );
  if (text !== undefined) adapter.insertText(created, text);
  return created;
}

/** Every node under `parent`, in document order (a template's content included). */
function* nodesUnder(parent: ParentNode): Generator<ChildNode> {
  for (const child of adapter.getChildNodes(parent)) {
    yield child;
    if (adapter.isElementNode(child)) {
      yield* nodesUnder(child.tagName === 'template' ? adapter.getTemplateContent(child as Template) : child);
    }
  }
}

function elementsUnder(parent: ParentNode): Element[] {
  return [...nodesUnder(parent)].filter((node) => adapter.isElementNode(node));
}

function attributeOf(node: Element, name: string): string | undefined {
  return node.attrs.find((attribute) => attribute.name === name)?.value;
}

function replaceChildren(parent: Element, children: Array<ChildNode | string>): void {
  for (const child of [...adapter.getChildNodes(parent)]) adapter.detachNode(child);
  for (const child of children) {
    if (typeof child === 'string') adapter.insertText(parent, child);
    else adapter.appendChild(parent, child);
  }
}

/**
 * The tokens of FRAME_BRAND the shell's frames show, each with the brand's value: the name (alone, or in the home
 * link's label), the logo, and the footer's contacts, the phone both as written and as its `tel:` link.
 */
function frameTokens(brand: TenantBrand): Map<string, string> {
  return new Map([
    [FRAME_BRAND.companyName, brand.companyName],
    [FRAME_BRAND.logoUrl, brand.logoUrl],
    [FRAME_BRAND.contactEmail, brand.contactEmail],
    [telephoneHref(FRAME_BRAND.contactPhone), telephoneHref(brand.contactPhone)],
    [FRAME_BRAND.contactPhone, brand.contactPhone],
  ]);
}

/** Swaps every token in the text and attribute values under `root`, in one pass: a value put in is never read again. */
function swapFrameTokens(root: Element, brand: TenantBrand): void {
  const tokens = frameTokens(brand);
  const pattern = new RegExp(
    `(${[...tokens.keys()].map((token) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
  );
  // With a capturing group, split keeps each token at an odd index.
  const swap = (value: string) =>
    value
      .split(pattern)
      .map((piece, index) => (index % 2 === 1 ? tokens.get(piece)! : piece))
      .join('');
  for (const node of nodesUnder(root)) {
    if (adapter.isTextNode(node)) node.value = swap(node.value);
    else if (adapter.isElementNode(node)) for (const attribute of node.attrs) attribute.value = swap(attribute.value);
  }
}

const isIcon = (node: Element) =>
  node.tagName === 'link' && (attributeOf(node, 'rel') ?? '').toLowerCase().split(/\s+/).includes('icon');
const hasClass = (node: Element, name: string) => (attributeOf(node, 'class') ?? '').split(/\s+/).includes(name);

/**
 * `page` (the shell's HTML, with its prerendered body if it has one) under the brand: the title, favicon, tokens,
 * font and brand data block in the head, the boot frame's brand link, and the prerendered frame's tokens.
 */
export function brandedPageHtml(page: string, brand: TenantBrand): string {
  const document = parse(page);
  const all = elementsUnder(document);
  // First, while the page holds none of the brand's own text: only the shell's tokens are swapped, never the brand's.
  const root = all.find((node) => attributeOf(node, 'id') === 'root');
  if (root) swapFrameTokens(root, brand);
  // The parser always makes a head, even for a page without one.
  const head = all.find((node) => node.tagName === 'head')!;
  const inHead = elementsUnder(head);

  for (const icon of inHead.filter(isIcon)) adapter.detachNode(icon);
  const title = inHead.find((node) => node.tagName === 'title') ?? element('title', {});
  replaceChildren(title, [brand.companyName]);
  for (const added of [
    title,
    element('link', { rel: 'icon', href: brand.faviconUrl }),
    element('link', { rel: 'stylesheet', href: `${TENANT_STYLESHEET_PATH}?v=${encodeURIComponent(brand.versionId)}` }),
    element('link', { rel: 'stylesheet', href: fontStylesheetPath(brand.fontFamily) }),
    element('script', { type: 'application/json', id: SITE_BRAND_ELEMENT_ID }, scriptSafeJson(siteBrandOf(brand))),
  ]) {
    if (added.parentNode === null) adapter.appendChild(head, added);
  }

  // The boot frame, shown until the shell renders a page sent without its body.
  for (const link of all.filter((node) => node.tagName === 'a' && hasClass(node, 'nv-boot-brand'))) {
    replaceChildren(link, [
      element('img', { src: brand.logoUrl, alt: '', width: '28', height: '28' }),
      brand.companyName,
    ]);
  }
  return serialize(document);
}
