import { PLAN_LIST } from '@northvault/contracts/plans';
import { API_CHANGES } from '../content/api-changelog';
import { API_DOCS_SECTIONS } from '../features/api-reference/components/api-docs-view';
import { DOCUMENTATION_SECTIONS } from '../features/documentation/components/documentation-view';
import { PLAN_DOCS_SECTIONS } from '../features/plan-docs/components/plan-docs-view';
import pageHeads from './page-heads';

const heads = pageHeads();
const twinOf = (path: string) => heads.find((head) => head.path === path)!.markdown!.text;
const sectionsOf = (markdown: string) => [...markdown.matchAll(/^## (.+)$/gm)].map(([, text]) => text);

it('writes the installation guide’s twin in full: its sections, their text and code', () => {
  const twin = twinOf('/documentation');
  expect(twin).toMatch(/^# Documentation$/m);
  expect(sectionsOf(twin)).toEqual(DOCUMENTATION_SECTIONS.map((section) => section.title));
  expect(twin).toContain('```');
  expect(twin).not.toContain('Copy page as Markdown');
});

it('gives the signed-in reference only its public parts: header and section names', () => {
  const twin = twinOf('/api-docs');
  expect(sectionsOf(twin)).toEqual(API_DOCS_SECTIONS.map((section) => section.title));
  expect(twin).toContain('Sign in to read this section: [Banking API](/api-docs#banking).');
  expect(twin).not.toContain('```');
  for (const plan of PLAN_LIST) {
    const planTwin = twinOf(`/api-docs/${plan.id}`);
    expect(sectionsOf(planTwin).slice(2, 2 + PLAN_DOCS_SECTIONS.length)).toEqual(
      PLAN_DOCS_SECTIONS.map((section) => section.label),
    );
    expect(planTwin).toContain(plan.description);
    expect(planTwin).not.toContain('```');
  }
});

it('describes each page by its lead, and gives each its own title', () => {
  const documentation = heads.find((head) => head.path === '/documentation')!;
  expect(documentation.description).toMatch(/^Everything you need to go from a new Northvault subscription/);
  expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
});

it('gives the API changelog a public head, its twin with every change, and a feed entry per change', () => {
  const changelog = heads.find((head) => head.path === '/api-docs/changelog')!;
  expect(changelog).toMatchObject({
    title: 'Northvault · API changelog',
    canonical: '/api-docs/changelog',
    indexable: true,
    lastModified: API_CHANGES[0]!.date,
    feed: { path: '/api-docs/changelog.xml', title: 'Northvault API changelog' },
  });
  expect(changelog.description).toMatch(/^What changed in the Northvault API, newest first/);
  expect(changelog.feedEntries).toEqual(
    API_CHANGES.map((change) => ({
      id: change.id,
      title: change.title,
      published: change.date,
      summary: change.summary.replace(/`/g, ''),
    })),
  );
  const twin = changelog.markdown!.text;
  expect(sectionsOf(twin)).toEqual(API_CHANGES.map((change) => change.title));
  expect(twin).toContain('[Atom feed](/api-docs/changelog.xml)');
});
