import { useEffect, type ReactNode } from 'react';
import { siteName } from '@northvault/session/brand';

/** `Northvault · Support`, or the white-label tenant's name on a branded host. */
export function DocumentTitle({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${siteName()} · ${title}`;
  }, [title]);
  return children;
}
