import { useEffect, type ReactNode } from 'react';

export function DocumentTitle({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `Northvault · ${title}`;
  }, [title]);
  return children;
}
