/**
 * This remote's public pages, prerendered by its build into the release (`prerender` in webpack.config.js,
 * docs/architecture.md#first-paint-from-prerendered-fragments): each page as the shell's first render shows it,
 * signed out, with every query of the page still pending (the sandbox's address included). A plan's API
 * documentation is its signed-out card, which the site server sends only to a request without the session cookie.
 */
import { PLAN_LIST } from '@northvault/contracts/plans';
import { planApiDocsPath, ROUTES } from '@northvault/contracts/routes';
import { prerenderRemotePage } from '@northvault/ui/prerender/prerender-page';
import DocumentationPage from '../pages/documentation-page';
import PlanApiDocsPage from '../pages/plan-api-docs-page';

export default async function prerenderPages(): Promise<Array<{ path: string; html: string }>> {
  const pages: Array<[path: string, pattern: string, page: React.ReactNode]> = [
    [ROUTES.documentation, ROUTES.documentation, <DocumentationPage key="documentation" />],
    ...PLAN_LIST.map((plan): [string, string, React.ReactNode] => [
      planApiDocsPath(plan.id),
      ROUTES.planApiDocs,
      <PlanApiDocsPage key={plan.id} />,
    ]),
  ];
  return Promise.all(
    pages.map(async ([path, pattern, page]) => ({ path, html: await prerenderRemotePage(path, pattern, page) })),
  );
}
