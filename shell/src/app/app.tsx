import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { preloadOnLinkIntent } from '../features/remotes/preload-remote-page';
import { ShellLayout } from './shell-layout';

/**
 * A data router, so a page can hold navigation while it has unsaved work (`useBlocker`). Its one
 * splat route renders the layout, whose `<Routes>` (app-routes.tsx) map every path as before.
 */
const router = createBrowserRouter([{ path: '*', element: <ShellLayout /> }]);

export function App() {
  useEffect(() => preloadOnLinkIntent(), []);
  return <RouterProvider router={router} />;
}
