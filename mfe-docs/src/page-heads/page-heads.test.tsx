import { PLAN_LIST } from '@northvault/contracts/plans';
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
