import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { preloadOnLinkIntent } from '../features/remotes/preload-remote-page';
import { SiteHeader } from '../components/site-header/site-header';
import { ShellSessionProvider } from '../features/session/session-provider';
import { AppRoutes } from './app-routes';

export function App() {
  useEffect(() => preloadOnLinkIntent(), []);
  return (
    <BrowserRouter>
      <ShellSessionProvider>
        <a className="nv-skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <AppRoutes />
        </main>
      </ShellSessionProvider>
    </BrowserRouter>
  );
}
