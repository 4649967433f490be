import { htmlToMarkdown, markdownSummary } from './html-to-markdown';
import { breadcrumbList, pagesManifestFaults } from './page-heads';

it('keeps the headings, prose, links and code of a page and drops what only works in a browser', () => {
  const html =
    '<nav aria-label="On this page"><a href="#a">A</a></nav>' +
    '<h1>Documentation</h1><p>Lead <code>x</code> with <a href="/api-docs">a link</a>.</p>' +
    '<section id="a"><h2><button type="button"><span>Introduction</span><svg aria-hidden="true"></svg></button></h2>' +
    '<div hidden=""><p>First.</p><ul><li>One</li><li>Two</li></ul><ol><li>A</li><li>B</li></ol><pre><code>curl https://api.example</code></pre>' +
    '<button type="button">Copy</button><span role="status"></span></div></section>';
  expect(htmlToMarkdown(html)).toBe(
    '# Documentation\n\nLead `x` with [a link](/api-docs).\n\n## Introduction\n\nFirst.\n\n- One\n- Two\n\n1. A\n2. B\n\n```\ncurl https://api.example\n```\n',
  );
});

const page = {
  path: '/blog',
  title: 'Blog · Northvault',
  description: 'Posts',
  canonical: '/blog',
  image: 'blog' as const,
  ogType: 'website' as const,
  jsonLd: [
    breadcrumbList([
      ['Home', '/'],
      ['Blog', '/blog'],
    ]),
  ],
  indexable: true,
  lastModified: '2026-01-01',
};

it('accepts a sound manifest and names each fault of a broken one', () => {
  expect(pagesManifestFaults({ remote: 'mfe-support', pages: [page] })).toEqual([]);
  const faults = pagesManifestFaults({
    remote: 'mfe-support',
    pages: [
      page,
      { ...page, path: '/blog/a', description: ' ', jsonLd: [{ '@type': '' }], markdown: { path: '/a', text: '' } },
      { ...page, path: 'blog/b', title: 'Other', lastModified: 'soon' },
    ],
  });
  expect(faults).toEqual([
    '/blog/a: the description is empty',
    '/blog/a: its title "Blog · Northvault" is also the title of /blog',
    '/blog/a: every JSON-LD block needs its @type',
    "/blog/a: its Markdown twin's path must end with .md",
    'blog/b: the path must start with /',
    'blog/b: lastModified is not a date',
  ]);
});

it('numbers a breadcrumb trail from the home page', () => {
  expect(
    breadcrumbList([
      ['Home', '/'],
      ['Blog', '/blog'],
    ]).itemListElement,
  ).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
    { '@type': 'ListItem', position: 2, name: 'Blog', item: '/blog' },
  ]);
});

it('writes a description list one pair a line, and summarises a page by its first paragraph in plain words', () => {
  expect(
    htmlToMarkdown(
      '<dl><div><dt>Transactions</dt><dd>10,000 / month</dd></div><div><dt>Support</dt><dd>Email</dd></div></dl>',
    ),
  ).toBe('- Transactions: 10,000 / month\n- Support: Email\n');
  expect(
    markdownSummary(
      'Eyebrow\n\n# Title\n\n- a list\n\nThe **complete** reference at `https://api.example` and [plans](/#pricing).\n\nMore.',
    ),
  ).toBe('The complete reference at https://api.example and plans.');
});
