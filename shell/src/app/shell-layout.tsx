import { SiteFooter } from '@northvault/ui/site-footer';
import { SiteHeader } from './site-header/site-header';
import { RemoteOverrideBanner } from '../features/remote-override/remote-override-banner';
import { ShellSessionProvider } from '../features/session/session-provider';
import { AppRoutes } from './app-routes';

/**
 * What every page shares: the session, the skip link, the header, the routed page and the footer. The
 * layout owns the footer so that no route can lack it (docs/product/routes.md#footer): the shell's own
 * pages (`/auth/callback`, page not found) and a remote's fallback included. Last, the banner of a
 * page whose remote a developer overrode (nothing on any other page).
 */
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
      <SiteFooter />
      <RemoteOverrideBanner />
    </ShellSessionProvider>
  );
}
