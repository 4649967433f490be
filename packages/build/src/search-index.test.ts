import MiniSearch from 'minisearch';
import { SEARCH_INDEX_OPTIONS, type SearchDocument } from '@northvault/contracts/search';
import { buildSearchIndex, sectionDocuments, splitAtHeadings, textOfHtml } from './search-index';

const section = {
  path: '/api-docs',
  pageTitle: 'API Documentation',
  sectionId: 'webhooks',
  sectionTitle: 'Webhooks',
  access: { kind: 'signed-in' } as const,
};

describe('textOfHtml', () => {
  it('keeps what a reader sees: no tags, no icons, entities decoded, whitespace collapsed', () => {
    expect(
      textOfHtml(
        '<p>Verify the <code>X-Signature</code>\n  header &amp; refuse <svg><path d="M0"/></svg>stale&nbsp;timestamps&#39;</p>',
      ),
    ).toBe("Verify the X-Signature header & refuse stale timestamps'");
  });
});

describe('splitAtHeadings', () => {
  it('gives the text before the first heading, then each heading with the text under it', () => {
    expect(
      splitAtHeadings(
        '<p>Intro</p><h3>Verifying <em>signatures</em></h3><p>Use HMAC.</p><h3>Retries</h3><ul><li>Five</li></ul>',
      ),
    ).toEqual([
      { heading: undefined, text: 'Intro' },
      { heading: 'Verifying signatures', text: 'Use HMAC.' },
      { heading: 'Retries', text: 'Five' },
    ]);
  });

  it('drops an empty lead-in when a section starts with its first heading', () => {
    expect(splitAtHeadings('<h3>Only</h3><p>Body</p>')).toEqual([{ heading: 'Only', text: 'Body' }]);
  });
});

describe('sectionDocuments', () => {
  it('gives each part its own id under the section anchor', () => {
    const documents = sectionDocuments({ ...section, html: '<p>Events</p><h3>Signatures</h3><p>HMAC</p>' });
    expect(documents.map((document) => [document.id, document.heading, document.text])).toEqual([
      ['/api-docs#webhooks', undefined, 'Events'],
      ['/api-docs#webhooks:1', 'Signatures', 'HMAC'],
    ]);
    expect(documents[1]).toMatchObject({ sectionId: 'webhooks', sectionTitle: 'Webhooks', access: section.access });
  });
});

describe('buildSearchIndex', () => {
  const documents: SearchDocument[] = [
    ...sectionDocuments({
      ...section,
      html: '<p>Events we send.</p><h3>Verifying signatures</h3><p>Check the webhook signature with HMAC-SHA256.</p>',
    }),
    {
      ...section,
      id: '/documentation#security',
      path: '/documentation',
      pageTitle: 'Documentation',
      sectionId: 'security',
      sectionTitle: 'Security',
      text: 'Keep tokens on your servers.',
      access: { kind: 'public' },
    },
  ];

  it('serialises an index the dialog loads with the shared options, stored fields included', () => {
    const index = MiniSearch.loadJSON<SearchDocument>(buildSearchIndex(documents), SEARCH_INDEX_OPTIONS);
    const [first, ...others] = index.search('webhook signature');
    expect(others).toHaveLength(0);
    expect(first).toMatchObject({
      id: '/api-docs#webhooks:1',
      path: '/api-docs',
      sectionId: 'webhooks',
      heading: 'Verifying signatures',
      access: { kind: 'signed-in' },
    });
    expect(index.search('tokens servers')[0]).toMatchObject({ id: '/documentation#security' });
  });

  it('refuses two documents with one id', () => {
    expect(() => buildSearchIndex([documents[0]!, documents[0]!])).toThrow(
      'Two search documents have the id /api-docs#webhooks',
    );
  });

  it('refuses a document with nothing to show or a relative path', () => {
    expect(() => buildSearchIndex([{ ...documents[0]!, text: '' }])).toThrow('has no text');
    expect(() => buildSearchIndex([{ ...documents[0]!, path: 'api-docs' }])).toThrow('path must start with /');
  });
});
