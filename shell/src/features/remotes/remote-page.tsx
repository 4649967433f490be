import { lazy, Suspense, useState } from 'react';
import type { MicroFrontend } from '@northvault/contracts/micro-frontends';
import { PageSkeleton } from '../../components/page-skeleton/page-skeleton';
import { ScrollOnArrival } from '../../components/scroll-anchoring/scroll-on-arrival';
import { SiteFontOnArrival } from '../../components/site-font/site-font-on-arrival';
import { FragmentSlot, useInFragmentSlot } from './fragment-slot';
import { loadRemotePage } from './load-remote-page';
import { recordRenderError } from './load-telemetry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { RetryLoadContext } from './unavailable-page';

interface Props {
  remote: MicroFrontend;
  page: string;
}

/**
 * One route's page, rendered by a remote. While it loads, a skeleton holds its space. A page that
 * could not load arrives as the route's fallback (load-remote-page.ts); one that throws while
 * rendering is caught here. Either way only this route shows it, and `Try again` loads it afresh.
 */
export function RemotePage({ remote, page }: Props) {
  const [attempt, setAttempt] = useState(() => ({ number: 0, Page: lazyRemotePage(remote, page, false) }));
  const retry = (afterRenderError: boolean) =>
    setAttempt(({ number }) => ({ number: number + 1, Page: lazyRemotePage(remote, page, afterRenderError) }));
  const { Page } = attempt;
  // In the shell's prerender, the slot the site server fills with the page's prerendered fragment.
  const inFragmentSlot = useInFragmentSlot();

  return (
    <RetryLoadContext value={() => retry(false)}>
      <RemoteErrorBoundary
        key={attempt.number}
        fallback={() => <RemoteUnavailable remote={remote} onRetry={() => retry(true)} />}
        onError={() => recordRenderError(remote, page)}
      >
        {/* The boundary the prerendered page sits in: hydration waits here for the remote's chunk. */}
        <Suspense fallback={<PageSkeleton />}>
          {inFragmentSlot ? <FragmentSlot /> : <Page />}
          <ScrollOnArrival />
          <SiteFontOnArrival />
        </Suspense>
      </RemoteErrorBoundary>
    </RetryLoadContext>
  );
}

/**
 * React.lazy remembers what it loaded, so each attempt needs a lazy() of its own. A page that
 * loaded and threw is still held by every cache along the way: the remote is fetched afresh
 * first (refresh-remote.ts says why).
 */
function lazyRemotePage(remote: MicroFrontend, page: string, afterRenderError: boolean) {
  return lazy(async () => {
    if (afterRenderError) (await import('./refresh-remote')).refreshRemote(remote);
    return { default: await loadRemotePage(remote, page) };
  });
}
