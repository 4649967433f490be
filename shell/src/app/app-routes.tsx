import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@northvault/contracts/routes';
import { PageSkeleton } from '../components/page-skeleton/page-skeleton';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remotes/remote-page';
import { DocumentTitle } from './document-title';
import { REMOTE_ROUTES } from './page-routes';

// Visited once per sign-in: loaded when needed rather than with every page.
const AuthCallbackPage = lazy(() =>
  import('../features/session/auth-callback-page').then((module) => ({ default: module.AuthCallbackPage })),
);

export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map(({ path, title, remote, page }) => (
        <Route
          key={path}
          path={path}
          element={
            <DocumentTitle title={title}>
              {/* Keyed by page: a new page of the same remote starts with a fresh boundary. */}
              <RemotePage key={page} remote={remote} page={page} />
            </DocumentTitle>
          }
        />
      ))}
      <Route
        path={ROUTES.authCallback}
        element={
          <DocumentTitle title="Signing in">
            <Suspense fallback={<PageSkeleton />}>
              <AuthCallbackPage />
            </Suspense>
          </DocumentTitle>
        }
      />
      <Route
        path="*"
        element={
          <DocumentTitle title="Page not found">
            <NotFoundPage />
          </DocumentTitle>
        }
      />
    </Routes>
  );
}
