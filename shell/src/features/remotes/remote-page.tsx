import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { MicroFrontend } from '@northvault/contracts/micro-frontends';
import { PageSkeleton } from '../../components/page-skeleton/page-skeleton';
import { loadRemotePage, RemoteUnavailableError } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remote: MicroFrontend;
  page: string;
}

/**
 * One route's page, rendered by a remote. While it loads, a skeleton holds its space; if it
 * cannot load or throws, only this route shows a fallback whose `Try again` loads it afresh.
 */
export function RemotePage({ remote, page }: Props) {
  const [attempt, setAttempt] = useState(() => ({ number: 0, Page: lazyRemotePage(remote, page, false) }));
  const retry = (afresh: boolean) =>
    setAttempt(({ number }) => ({ number: number + 1, Page: lazyRemotePage(remote, page, afresh) }));
  const { Page } = attempt;

  return (
    <RemoteErrorBoundary
      key={attempt.number}
      fallback={(error) => (
        // A page that could not load left nothing behind; one that loaded and threw did.
        <RemoteUnavailable remote={remote} onRetry={() => retry(!(error instanceof RemoteUnavailableError))} />
      )}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page />
        <ScrollOnArrival />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * React.lazy remembers a rejected import forever, so each attempt needs a lazy() of its own.
 * After a page threw, the remote is fetched afresh first (refresh-remote.ts says why).
 */
function lazyRemotePage(remote: MicroFrontend, page: string, afresh: boolean) {
  return lazy(async () => {
    if (afresh) (await import('./refresh-remote')).refreshRemote(remote);
    return { default: await loadRemotePage(remote, page) };
  });
}

/**
 * The browser cannot scroll to `/#pricing` or `/documentation#security` on its own: the target
 * arrives with the remote. Once it has rendered, go to the anchor, or to the top of a new page.
 */
function ScrollOnArrival() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) return followAnchor(target);
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/** What the reader does to take over scrolling. */
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
const SETTLING_MS = 1500;

/**
 * Scrolls to `target` and keeps it there while the page settles: bands above it are laid out
 * only as they near the viewport (`content-visibility: auto`), and each one that grows or shrinks
 * moves the anchor after the first scroll. Stops at the reader's first gesture, or once settled.
 */
function followAnchor(target: HTMLElement): () => void {
  target.scrollIntoView();
  // Where scrollIntoView put it: the top, or lower when the page ends too soon to scroll further.
  const anchoredTop = target.getBoundingClientRect().top;
  const deadline = performance.now() + SETTLING_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_INPUT) window.removeEventListener(type, stop);
  };
  const follow = () => {
    if (Math.abs(target.getBoundingClientRect().top - anchoredTop) > 1) target.scrollIntoView();
    if (performance.now() < deadline) frame = requestAnimationFrame(follow);
    else stop();
  };
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(follow);
  return stop;
}
