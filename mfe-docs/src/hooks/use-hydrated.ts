import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server or hydrates a prerendered page, true from the render after that (and from
 * the first render of a page rendered in the browser). A prerendered page is rendered without the address's hash
 * (docs/architecture.md#first-paint-from-prerendered-fragments), so what depends on it waits for this to turn true:
 * React 19 does not patch attributes on hydration, and `aria-expanded` would stay wrong.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
