import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { DevHost } from './dev-host';
import { DEV_HOST_REMOTE } from './remote-pages.generated';

// A data router, as the shell's: pages that hold a navigation (useBlocker) need one.
const router = createBrowserRouter([{ path: '*', element: <DevHost remote={DEV_HOST_REMOTE} /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
