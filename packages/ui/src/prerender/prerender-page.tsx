/**
 * Renders one page to HTML at build time, as the browser's first render will see it
 * (docs/architecture.md#first-paint-from-prerendered-fragments): React 19's `prerenderToNodeStream`, which waits
 * for everything lazy inside; a static router at the page's path, declarative as the shell's; and, for
 * a remote's page, the session the shell provides before its first fetch has settled (pending, nobody signed in).
 * Only the prerender modules import this: it never reaches a browser bundle.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { SessionProvider, type Session } from '@northvault/session';

/** The shell's session before its first fetch has answered: what every visitor's first render sees. */
export const PENDING_SESSION: Session = {
  user: null,
  planId: null,
  isPending: true,
  isFetching: true,
  redirectToLogin: async () => {},
  logout: async () => {},
  refreshUser: async () => {},
};

async function html(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => {
      throw error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** `element` inside a static router at `path`. */
export function prerenderAt(path: string, element: ReactNode): Promise<string> {
  return html(<StaticRouter location={path}>{element}</StaticRouter>);
}

/**
 * A remote's page at `path`, under the route `pattern` the shell gives it (`/blog/:id`, so `useParams` works), as
 * the shell's first render shows it: signed-out, session pending.
 */
export function prerenderRemotePage(path: string, pattern: string, page: ReactNode): Promise<string> {
  return prerenderAt(
    path,
    <SessionProvider value={PENDING_SESSION}>
      <Routes>
        <Route path={pattern} element={page} />
      </Routes>
    </SessionProvider>,
  );
}
