import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server or hydrates a prerendered page, true from the render after that (and from
 * the first render of a page rendered in the browser). What a prerendered page cannot do before its scripts have run
 * waits for it:
 * - what depends on the address's hash (a fragment is rendered without it; React 19 does not patch attributes on
 *   hydration, so `aria-expanded` would stay wrong);
 * - a form's submit button: before hydration the browser would send the form itself, as a GET with every field in
 *   the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
