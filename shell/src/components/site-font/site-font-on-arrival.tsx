import { useEffect } from 'react';
import { loadSiteFontWhenIdle } from './load-site-font';

/** Rendered after a page's content: its effect runs once that content has been committed and painted. */
export function SiteFontOnArrival() {
  useEffect(loadSiteFontWhenIdle, []);
  return null;
}
