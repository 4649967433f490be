import { SiteHeader } from '../components/site-header/site-header';
import { ShellSessionProvider } from '../features/session/session-provider';
import { AppRoutes } from './app-routes';

/** What every page shares: the session, the skip link, the header, and the routed page. */
export function ShellLayout() {
  return (
    <ShellSessionProvider>
      <a className="nv-skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <AppRoutes />
      </main>
    </ShellSessionProvider>
  );
}
