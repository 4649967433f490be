import { boundaryRefusal, importing, lintBeforeAll, rulesFired } from './lint-as';

const FEATURE = 'shell/src/features/search/lint-fixture.ts';
const SHARED = 'shell/src/components/page-skeleton/lint-fixture.ts';
const APP = 'shell/src/app/lint-fixture.ts';

const CASES = {
  featureToFeature: { filePath: FEATURE, code: importing('fetchCurrentUser', '../session/session-api') },
  featureToOwnFile: { filePath: FEATURE, code: importing('groupResults', './search-results') },
  featureToComponents: {
    filePath: FEATURE,
    code: importing('PageSkeleton', '../../components/page-skeleton/page-skeleton'),
  },
  featureToUtils: { filePath: FEATURE, code: importing('fetchRegistry', '../../utils/remote-registry') },
  featureToApp: { filePath: FEATURE, code: importing('DocumentTitle', '../../app/document-title') },
  appToFeature: { filePath: APP, code: importing('SiteSearch', '../features/search/site-search') },
  sharedToFeature: { filePath: SHARED, code: importing('SiteSearch', '../../features/search/site-search') },
  sharedToApp: { filePath: SHARED, code: importing('DocumentTitle', '../../app/document-title') },
  sharedToShared: { filePath: SHARED, code: importing('fetchRegistry', '../../utils/remote-registry') },
};

const linted = lintBeforeAll(CASES);

describe("the shell's boundaries", () => {
  it('refuse a feature that imports another feature', () => {
    expect(boundaryRefusal(linted.featureToFeature)).toEqual({
      ruleId: 'import/no-restricted-paths',
      message:
        'A feature never imports another feature: move what both need to components/, hooks/, utils/, content/, or compose them in app/, prerender/, bootstrap.tsx, index.ts.',
    });
  });

  it('let a feature import its own files and the shared folders', () => {
    expect(rulesFired(linted.featureToOwnFile)).toEqual([]);
    expect(rulesFired(linted.featureToComponents)).toEqual([]);
    expect(rulesFired(linted.featureToUtils)).toEqual([]);
  });

  it('refuse a feature that imports the app layer, and let the app layer compose features', () => {
    expect(boundaryRefusal(linted.featureToApp)?.message).toBe(
      'Features never import the app layer (app/, prerender/, bootstrap.tsx, index.ts): it composes them.',
    );
    expect(rulesFired(linted.appToFeature)).toEqual([]);
  });

  it('refuse a shared folder that imports a feature or the app layer, and let it import another shared folder', () => {
    const sentence =
      'components/ is shared by the features: it never imports a feature or the app layer (app/, prerender/, bootstrap.tsx, index.ts).';
    expect(boundaryRefusal(linted.sharedToFeature)?.message).toBe(sentence);
    expect(boundaryRefusal(linted.sharedToApp)?.message).toBe(sentence);
    expect(rulesFired(linted.sharedToShared)).toEqual([]);
  });
});
