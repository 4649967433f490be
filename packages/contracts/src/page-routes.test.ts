import { MICRO_FRONTENDS } from './micro-frontends';
import { PAGE_ROUTES, pageRouteFor } from './page-routes';
import { ROUTES } from './routes';

it('gives every page route of the site a page its remote exposes', () => {
  expect(PAGE_ROUTES.map((route) => route.path).sort()).toEqual(
    Object.values(ROUTES)
      .filter((path) => path !== ROUTES.authCallback)
      .sort(),
  );
  for (const route of PAGE_ROUTES) expect(route.remote.pages).toContain(route.page);
});

it('finds the page of a path, parameters and trailing slashes included', () => {
  expect(pageRouteFor('/')).toMatchObject({ remote: MICRO_FRONTENDS.marketing, page: 'LandingPage' });
  expect(pageRouteFor('/api-docs')).toMatchObject({ page: 'ApiDocsPage' });
  expect(pageRouteFor('/api-docs/business')).toMatchObject({ page: 'PlanApiDocsPage' });
  // Its path fits /api-docs/:planId too: the changelog's route comes first.
  expect(pageRouteFor('/api-docs/changelog')).toMatchObject({ remote: MICRO_FRONTENDS.docs, page: 'ApiChangelogPage' });
  expect(pageRouteFor('/account/setup')).toMatchObject({ remote: MICRO_FRONTENDS.docs, page: 'AccountSetupPage' });
  expect(pageRouteFor('/account/developers')).toMatchObject({ remote: MICRO_FRONTENDS.docs, page: 'DevelopersPage' });
  expect(pageRouteFor('/support/tickets')).toMatchObject({
    remote: MICRO_FRONTENDS.support,
    page: 'SupportTicketsPage',
  });
  expect(pageRouteFor('/support/tickets/TKT-7K3M9Q2X')).toMatchObject({ page: 'SupportTicketsPage' });
  expect(pageRouteFor('/blog/reliable-webhooks/')).toMatchObject({ page: 'BlogPostPage' });
  expect(pageRouteFor('/auth/callback')).toBeUndefined();
  expect(pageRouteFor('/api-docs/business/extra')).toBeUndefined();
  expect(pageRouteFor('/nope')).toBeUndefined();
});
