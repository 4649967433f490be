import { boundaryRefusal, importing, lintBeforeAll, rulesFired } from './lint-as';

const DOCUMENTATION_VIEW = '../features/documentation/components/documentation-view';

const CASES = {
  featureToFeature: {
    filePath: 'mfe-support/src/features/blog/lint-fixture.ts',
    code: importing('SupportTicketForm', '../support-tickets/components/support-ticket-form'),
  },
  featureToOwnFile: {
    filePath: 'mfe-support/src/features/blog/lint-fixture.ts',
    code: importing('PostCard', './components/post-card'),
  },
  featureToPages: {
    filePath: 'mfe-support/src/features/blog/lint-fixture.ts',
    code: importing('default', '../../pages/blog-page'),
  },
  sharedToFeature: {
    filePath: 'mfe-docs/src/hooks/lint-fixture.ts',
    code: importing('DOCUMENTATION_SECTIONS', DOCUMENTATION_VIEW),
  },
  sharedToShared: {
    filePath: 'mfe-docs/src/hooks/lint-fixture.ts',
    code: importing('placeholders', '../utils/sample-template'),
  },
  searchToFeature: {
    filePath: 'mfe-docs/src/search/lint-fixture.ts',
    code: importing('DOCUMENTATION_SECTIONS', DOCUMENTATION_VIEW),
  },
  featureToSearch: {
    filePath: 'mfe-docs/src/features/documentation/lint-fixture.ts',
    code: importing('default', '../../search/search-documents'),
  },
};

const linted = lintBeforeAll(CASES);

describe("a remote's boundaries", () => {
  it('refuse a feature that imports another feature, and let it import its own files', () => {
    expect(boundaryRefusal(linted.featureToFeature)).toEqual({
      ruleId: 'import/no-restricted-paths',
      message:
        'A feature never imports another feature: move what both need to components/, hooks/, utils/, content/, or compose them in page-heads/, pages/, prerender/, search/.',
    });
    expect(rulesFired(linted.featureToOwnFile)).toEqual([]);
  });

  it('refuse a feature that imports a page', () => {
    expect(boundaryRefusal(linted.featureToPages)?.message).toBe(
      'Features never import the app layer (page-heads/, pages/, prerender/, search/): it composes them.',
    );
  });

  it('refuse a shared folder outside features/ that imports a feature, and let it import another shared folder', () => {
    expect(boundaryRefusal(linted.sharedToFeature)?.message).toBe(
      'hooks/ is shared by the features: it never imports a feature or the app layer (api-files/, highlighting/, page-heads/, pages/, prerender/, search/).',
    );
    expect(rulesFired(linted.sharedToShared)).toEqual([]);
  });

  it('count the search index entry as the app layer: it composes features, and no feature imports it', () => {
    expect(rulesFired(linted.searchToFeature)).toEqual([]);
    expect(boundaryRefusal(linted.featureToSearch)?.message).toBe(
      'Features never import the app layer (api-files/, highlighting/, page-heads/, pages/, prerender/, search/): it composes them.',
    );
  });
});
