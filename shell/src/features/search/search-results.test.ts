import { accessNote, groupResults, nextActiveIndex, SEARCH_MESSAGES, type SearchHit } from './search-results';

const signedOut = { isPending: false, signedIn: false, planId: null };
const starter = { isPending: false, signedIn: true, planId: 'starter' as const };

function hit(overrides: Partial<SearchHit>): SearchHit {
  return {
    id: '/documentation#security',
    path: '/documentation',
    pageTitle: 'Documentation',
    sectionId: 'security',
    sectionTitle: 'Security',
    access: { kind: 'public' },
    score: 1,
    ...overrides,
  };
}

describe('groupResults', () => {
  it('groups by page, best page first and best result first within it, each linking to its section', () => {
    const groups = groupResults(
      [
        hit({ id: '/documentation#security', score: 2 }),
        hit({
          id: '/api-docs#webhooks:1',
          path: '/api-docs',
          pageTitle: 'API Documentation',
          sectionId: 'webhooks',
          score: 9,
        }),
        hit({ id: '/documentation#installation', sectionId: 'installation', sectionTitle: 'Installation', score: 5 }),
        hit({ id: '/blog/post', path: '/blog/post', pageTitle: 'A post', sectionId: undefined, score: 1 }),
      ],
      signedOut,
    );
    expect(groups.map((group) => [group.pageTitle, group.results.map((result) => result.href)])).toEqual([
      ['API Documentation', ['/api-docs#webhooks']],
      ['Documentation', ['/documentation#installation', '/documentation#security']],
      ['A post', ['/blog/post']],
    ]);
  });

  it('keeps the best results only', () => {
    const hits = Array.from({ length: 30 }, (_, index) => hit({ id: `/documentation#s${index}`, score: index }));
    const [group] = groupResults(hits, signedOut);
    expect(group!.results).toHaveLength(20);
    expect(group!.results[0]!.id).toBe('/documentation#s29');
  });

  it('says which results this visitor cannot open', () => {
    const [group] = groupResults(
      [hit({ path: '/api-docs/enterprise', access: { kind: 'plan', planId: 'enterprise' } })],
      starter,
    );
    expect(group!.results[0]!.accessNote).toBe('Enterprise plan only: your subscription does not include it.');
  });
});

describe('accessNote', () => {
  it('asks a signed-out visitor to sign in for the API reference and plan pages', () => {
    expect(accessNote({ kind: 'signed-in' }, signedOut)).toBe(SEARCH_MESSAGES.signInRequired);
    expect(accessNote({ kind: 'plan', planId: 'business' }, signedOut)).toBe('Sign in to open this page.');
  });

  it('says nothing about public pages, pages of the visitor’s own plan, or before the session is known', () => {
    expect(accessNote({ kind: 'public' }, signedOut)).toBeNull();
    expect(accessNote({ kind: 'signed-in' }, starter)).toBeNull();
    expect(accessNote({ kind: 'plan', planId: 'starter' }, starter)).toBeNull();
    expect(accessNote({ kind: 'plan', planId: 'business' }, { ...signedOut, isPending: true })).toBeNull();
  });

  it('tells a subscriber without a plan that a plan page is not theirs', () => {
    expect(accessNote({ kind: 'plan', planId: 'business' }, { ...starter, planId: null })).toBe(
      'Business plan only: your subscription does not include it.',
    );
  });
});

describe('nextActiveIndex', () => {
  it('moves down and up, wrapping at either end', () => {
    expect(nextActiveIndex(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(0, 'ArrowDown', 3)).toBe(1);
    expect(nextActiveIndex(2, 'ArrowDown', 3)).toBe(0);
    expect(nextActiveIndex(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextActiveIndex(0, 'ArrowUp', 3)).toBe(2);
    expect(nextActiveIndex(2, 'ArrowUp', 3)).toBe(1);
  });

  it('jumps to the ends with Home and End, and has nothing to move to without results', () => {
    expect(nextActiveIndex(1, 'Home', 3)).toBe(0);
    expect(nextActiveIndex(1, 'End', 3)).toBe(2);
    expect(nextActiveIndex(1, 'x', 3)).toBe(1);
    expect(nextActiveIndex(0, 'ArrowDown', 0)).toBe(-1);
  });
});
