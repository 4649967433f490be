/**
 * A prerendered page whose HTML React could not adopt (docs/architecture.md#first-paint-from-prerendered-fragments):
 * React reports it as a recoverable error and renders that part afresh. It is logged, and reported through the load
 * telemetry as the page's remote's `hydration-mismatch`, which counts against a canary like any failed load.
 */
import { pageRouteFor } from '@northvault/contracts/page-routes';
import { recordHydrationMismatch } from './load-telemetry';

export function reportHydrationMismatch(pathname: string, error: unknown): void {
  console.warn(`[hydration] ${pathname}: the prerendered page did not match (${String(error)})`);
  const route = pageRouteFor(pathname);
  if (route) recordHydrationMismatch(route.remote, route.page);
}
