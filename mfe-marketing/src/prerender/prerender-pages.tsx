/**
 * This remote's public pages, prerendered by its build into the release (`prerender` in webpack.config.js,
 * docs/architecture.md#first-paint-from-prerendered-fragments): the landing page as the shell's first render shows
 * it, signed out with the session pending (the hero's button is its placeholder until the session settles).
 */
import { ROUTES } from '@northvault/contracts/routes';
import { prerenderRemotePage } from '@northvault/ui/prerender/prerender-page';
import LandingPage from '../pages/landing-page';

export default async function prerenderPages(): Promise<Array<{ path: string; html: string }>> {
  return [{ path: ROUTES.home, html: await prerenderRemotePage(ROUTES.home, ROUTES.home, <LandingPage />) }];
}
