/**
 * The heads of this remote's pages, written into its build as pages.json (`npm run build` runs northvault-pages on
 * this module; docs/architecture.md#the-site-for-machines), with each docs page's Markdown twin: the page's own
 * components rendered as a signed-out visitor gets them, then turned into Markdown. The API reference is for
 * signed-in readers, so the twins of /api-docs and /api-docs/{plan} carry their public parts: the header, a plan's
 * features and limits, the names of the sections and the next plan's offer.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PLAN_LIST, type Plan } from '@northvault/contracts/plans';
import { API_CHANGELOG_FEED_PATH, markdownTwinPath, siteTitle, type PageHead } from '@northvault/contracts/page-heads';
import { planApiDocsPath, ROUTES } from '@northvault/contracts/routes';
import { SessionProvider, type Session } from '@northvault/session';
import { breadcrumbList } from '@northvault/build/page-heads';
import { htmlToMarkdown, markdownSummary } from '@northvault/build/html-to-markdown';
import { CodeLanguageProvider } from '../components/code-language-provider';
import { API_DOCS_SECTIONS, ApiDocsHeader } from '../features/api-reference/components/api-docs-view';
import { API_CHANGES, plainText } from '../content/api-changelog';
import { ApiChangelogView } from '../features/api-changelog/components/api-changelog-view';
import { DocumentationView } from '../features/documentation/components/documentation-view';
import { PLAN_DOCS_SECTIONS } from '../features/plan-docs/components/plan-docs-view';
import { PlanDocsHeader } from '../features/plan-docs/components/plan-docs-header';
import { PlanOverview } from '../features/plan-docs/components/plan-overview';
import { UpgradeCta } from '../features/plan-docs/components/upgrade-cta';

/** Signed out, before any fetch answers: what a crawler and a first visit get. */
const NOBODY: Session = {
  user: null,
  planId: null,
  isPending: false,
  isFetching: false,
  redirectToLogin: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  refreshUser: () => Promise.resolve(),
};

function markdownOf(path: string, content: ReactNode): string {
  return htmlToMarkdown(
    renderToStaticMarkup(
      <SessionProvider value={NOBODY}>
        <MemoryRouter initialEntries={[path]}>
          <CodeLanguageProvider>{content}</CodeLanguageProvider>
        </MemoryRouter>
      </SessionProvider>,
    ),
  );
}

/** A section a signed-out reader sees by its name: its heading, and where to read it once signed in. */
function signedInSections(path: string, sections: ReadonlyArray<{ id: string; label: string }>): ReactNode {
  return sections.map(({ id, label }) => (
    <section key={id}>
      <h2>{label}</h2>
      <p>
        Sign in to read this section: <a href={`${path}#${id}`}>{label}</a>.
      </p>
    </section>
  ));
}

const HOME: readonly [string, string] = ['Home', ROUTES.home];
const API_DOCS: readonly [string, string] = ['API Documentation', ROUTES.apiDocs];

function docsHead(
  path: string,
  name: string,
  markdown: string,
  trail: ReadonlyArray<readonly [string, string]>,
  released: string,
): PageHead {
  return {
    path,
    title: siteTitle(name),
    description: markdownSummary(markdown),
    canonical: path,
    image: 'docs',
    ogType: 'website',
    jsonLd: [breadcrumbList(trail)],
    indexable: true,
    lastModified: released,
    markdown: { path: markdownTwinPath(path), text: markdown },
  };
}

function planHead(plan: Plan, released: string): PageHead {
  const path = planApiDocsPath(plan.id);
  const name = `${plan.name} plan API documentation`;
  const markdown = markdownOf(
    path,
    <>
      <PlanDocsHeader plan={plan} />
      <PlanOverview plan={plan} />
      {signedInSections(
        path,
        PLAN_DOCS_SECTIONS.map(({ id, label }) => ({ id, label })),
      )}
      <UpgradeCta plan={plan} />
    </>,
  );
  const head = docsHead(path, name, markdown, [HOME, API_DOCS, [name, path]], released);
  return { ...head, description: plan.description };
}

/** The changelog's head: its feed, one entry per change, and the newest change's date as its last change. */
function changelogHead(released: string): PageHead {
  const path = ROUTES.apiChangelog;
  const name = 'API changelog';
  const head = docsHead(
    path,
    name,
    markdownOf(path, <ApiChangelogView />),
    [HOME, API_DOCS, [name, path]],
    API_CHANGES[0]?.date ?? released,
  );
  return {
    ...head,
    feed: { path: API_CHANGELOG_FEED_PATH, title: 'Northvault API changelog' },
    feedEntries: API_CHANGES.map((change) => ({
      id: change.id,
      title: change.title,
      published: change.date,
      summary: plainText(change.summary),
    })),
  };
}

export default function pageHeads(): PageHead[] {
  const released = new Date().toISOString().slice(0, 10);
  const documentation = markdownOf(ROUTES.documentation, <DocumentationView />);
  const apiDocs = markdownOf(
    ROUTES.apiDocs,
    <>
      <ApiDocsHeader />
      {signedInSections(
        ROUTES.apiDocs,
        API_DOCS_SECTIONS.map(({ id, title }) => ({ id, label: title })),
      )}
    </>,
  );
  return [
    docsHead(
      ROUTES.documentation,
      'Documentation',
      documentation,
      [HOME, ['Documentation', ROUTES.documentation]],
      released,
    ),
    docsHead(ROUTES.apiDocs, 'API documentation', apiDocs, [HOME, API_DOCS], released),
    ...PLAN_LIST.map((plan) => planHead(plan, released)),
    changelogHead(released),
    {
      path: ROUTES.accountSetup,
      title: siteTitle('Account setup'),
      description: 'Set the subscription password of your API access and make your first call.',
      canonical: ROUTES.accountSetup,
      image: 'docs',
      ogType: 'website',
      jsonLd: [],
      indexable: false,
      lastModified: released,
    },
  ];
}
