/**
 * The search documents of this remote's pages, collected when the remote is built (`npm run build` runs
 * northvault-search-index on this module): every section is rendered as a visitor would read it and split
 * at its sub-headings (docs/architecture.md#site-search).
 */
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PLAN_LIST } from '@northvault/contracts/plans';
import { planApiDocsPath, ROUTES } from '@northvault/contracts/routes';
import type { SearchDocument, SearchDocumentAccess } from '@northvault/contracts/search';
import { SessionProvider, type Session } from '@northvault/session';
import { QueryProvider } from '@northvault/ui/query-client';
import { sectionDocuments } from '@northvault/build/search-index';
import { CodeLanguageProvider } from '../components/code-language-provider';
import { API_DOCS_SECTIONS } from '../features/api-reference/components/api-docs-view';
import { DOCUMENTATION_SECTIONS } from '../features/documentation/components/documentation-view';
import { PLAN_DOCS_SECTIONS } from '../features/plan-docs/components/plan-docs-view';

/** The text is the same for every reader: sections are rendered signed out, before any fetch answers. */
const NOBODY: Session = {
  user: null,
  planId: null,
  isPending: false,
  isFetching: false,
  redirectToLogin: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  refreshUser: () => Promise.resolve(),
};

function html(content: ReactNode): string {
  return renderToStaticMarkup(
    <SessionProvider value={NOBODY}>
      <QueryProvider>
        <MemoryRouter>
          <CodeLanguageProvider>{content}</CodeLanguageProvider>
        </MemoryRouter>
      </QueryProvider>
    </SessionProvider>,
  );
}

interface Page {
  path: string;
  pageTitle: string;
  access: SearchDocumentAccess;
  sections: ReadonlyArray<{ id: string; title: string; Content: ComponentType }>;
}

export default function searchDocuments(): SearchDocument[] {
  const pages: Page[] = [
    {
      path: ROUTES.documentation,
      pageTitle: 'Documentation',
      access: { kind: 'public' },
      sections: DOCUMENTATION_SECTIONS,
    },
    {
      path: ROUTES.apiDocs,
      pageTitle: 'API Documentation',
      access: { kind: 'signed-in' },
      sections: API_DOCS_SECTIONS,
    },
    ...PLAN_LIST.map((plan) => ({
      path: planApiDocsPath(plan.id),
      pageTitle: `${plan.name} plan API documentation`,
      access: { kind: 'plan', planId: plan.id } as const,
      sections: PLAN_DOCS_SECTIONS.map(({ id, label, Content }) => ({
        id,
        title: label,
        Content: () => <Content plan={plan} />,
      })),
    })),
  ];
  return pages.flatMap(({ sections, ...page }) =>
    sections.flatMap(({ id, title, Content }) =>
      sectionDocuments({ ...page, sectionId: id, sectionTitle: title, html: html(<Content />) }),
    ),
  );
}
