import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { followAnchor } from './follow-anchor';

/**
 * The browser cannot scroll to `/#pricing` or `/documentation#security` on its own: the target
 * arrives with the remote. Rendered after the page, this goes to the anchor once the page has
 * rendered it, or to the top of a new page.
 */
export function ScrollOnArrival() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) return followAnchor(target);
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
