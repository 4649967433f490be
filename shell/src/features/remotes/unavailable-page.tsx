import { createContext, useContext, type ComponentType } from 'react';
import type { MicroFrontend } from '@northvault/contracts/micro-frontends';
import { RemoteUnavailable } from './remote-unavailable';

/** How the route showing a page loads it again: provided by RemotePage. */
export const RetryLoadContext = createContext<() => void>(() => undefined);

const unavailablePages = new WeakSet<ComponentType>();

/**
 * What a route renders when its remote page could not be loaded: the route's fallback, whose
 * `Try again` loads the page again. Nothing of the failed load is left behind to forget.
 */
export function unavailablePage(remote: MicroFrontend): ComponentType {
  function UnavailablePage() {
    return <RemoteUnavailable remote={remote} onRetry={useContext(RetryLoadContext)} />;
  }
  unavailablePages.add(UnavailablePage);
  return UnavailablePage;
}

/** Whether a loaded page is a stand-in for one that could not be loaded. */
export function isUnavailablePage(page: ComponentType): boolean {
  return unavailablePages.has(page);
}
