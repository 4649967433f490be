import { useEffect } from 'react';
import { BlockingRouter } from '@northvault/router';
import { preloadOnLinkIntent } from '../features/remotes/preload-remote-page';
import { ShellLayout } from './shell-layout';

/** The site's one router; a page may hold its navigations while it has unsaved work (`useBlocker`). */
export function App() {
  useEffect(() => preloadOnLinkIntent(), []);
  return (
    <BlockingRouter>
      <ShellLayout />
    </BlockingRouter>
  );
}
