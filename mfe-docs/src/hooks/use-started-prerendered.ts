import { useState } from 'react';
import { useHydrated } from '@northvault/ui/use-hydrated';

/**
 * True for the life of a component whose first render was a prerender or the hydration of one, false for one first
 * rendered in the browser (docs/architecture.md#first-paint-from-prerendered-fragments). A page may so keep showing
 * what its prerender showed until the session settles, where a page rendered in the browser shows nothing meanwhile.
 */
export function useStartedPrerendered(): boolean {
  const hydrated = useHydrated();
  // Read once: after hydration useHydrated() turns true, and the page must not trade its card for an empty box.
  const [startedPrerendered] = useState(!hydrated);
  return startedPrerendered;
}
