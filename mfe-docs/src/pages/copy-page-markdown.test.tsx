import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_PATHS, ROUTES } from '@northvault/contracts/routes';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { apiServer } from '@northvault/ui/testing/api-server';
import DocumentationPage from './documentation-page';
import PlanApiDocsPage from './plan-api-docs-page';
import { renderPage } from '../testing/render-page';

const TWIN = '# Documentation\n\n## Introduction\n\nThe twin the site serves.\n';

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
  // The pages' Try it panels ask for the sandbox's address.
  apiServer.use(http.get(API_PATHS.sandboxInfo, () => HttpResponse.json({ baseUrl: 'http://localhost:3001/v1' })));
});

/** userEvent, then a clipboard that records what it is given (after setup(), which installs one of its own). */
function setUp() {
  const user = userEvent.setup();
  const writeText = jest.fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return { user, writeText };
}

it('copies the page’s Markdown twin, fetched from the site, and says so', async () => {
  const { user, writeText } = setUp();
  apiServer.use(
    http.get('/documentation.md', () => HttpResponse.text(TWIN, { headers: { 'Content-Type': 'text/markdown' } })),
  );
  renderPage(<DocumentationPage />, {
    session: fakeSession(),
    url: '/documentation#security',
    path: ROUTES.documentation,
  });
  await user.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
  expect(await screen.findByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Page copied as Markdown');
  expect(writeText).toHaveBeenCalledWith(TWIN);
});

it('says the copy failed when the twin cannot be had, and copies nothing', async () => {
  const { user, writeText } = setUp();
  apiServer.use(http.get('/documentation.md', () => new HttpResponse('Not found', { status: 404 })));
  renderPage(<DocumentationPage />, { session: fakeSession(), url: '/documentation', path: ROUTES.documentation });
  await user.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
  expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Could not copy the page: open its Markdown instead');
  expect(writeText).not.toHaveBeenCalled();
});

it('copies a plan’s page as its own twin', async () => {
  const { user, writeText } = setUp();
  apiServer.use(http.get('/api-docs/business.md', () => HttpResponse.text('# Business Plan API Documentation\n')));
  renderPage(<PlanApiDocsPage />, {
    session: signedInSession('business'),
    url: '/api-docs/business/',
    path: ROUTES.planApiDocs,
  });
  await user.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
  expect(await screen.findByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(writeText).toHaveBeenCalledWith('# Business Plan API Documentation\n');
});
