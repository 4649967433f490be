import {
  createContext,
  startTransition,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Router, UNSAFE_createBrowserHistory, type Blocker, type BlockerFunction } from 'react-router';
import { NavigationGuard, UNBLOCKED, type History } from './navigation-guard';

const NavigationGuardContext = createContext<NavigationGuard | null>(null);

interface BlockingRouterProps {
  children?: ReactNode;
  /** The browser's history by default; a test gives a memory history (`v5Compat: true`). Read once. */
  history?: History;
}

/**
 * The site's one router: React Router's declarative `<Router>` over the browser's history, whose navigations a
 * page may hold with `useBlocker`. It replaces the data router (`createBrowserRouter`), which weighed twice as
 * much in every first visit for that one hook (docs/architecture.md#composition-at-run-time).
 */
export function BlockingRouter({ children, history }: BlockingRouterProps) {
  const [guard] = useState(() => new NavigationGuard(history ?? UNSAFE_createBrowserHistory({ v5Compat: true })));
  const [{ action, location }, setCurrent] = useState(guard.current);
  // A transition, as React Router's own routers do: a page still loading does not blank the one on screen.
  useLayoutEffect(() => guard.listen((moved) => startTransition(() => setCurrent(moved))), [guard]);
  return (
    <NavigationGuardContext value={guard}>
      <Router location={location} navigationType={action} navigator={guard.navigator}>
        {children}
      </Router>
    </NavigationGuardContext>
  );
}

/**
 * React Router's `useBlocker`, the same contract, inside a `<BlockingRouter>`: while `shouldBlock` says so, a link,
 * `navigate()` or the back and forward buttons leave the page only once the blocker's `proceed()` is called.
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const guard = use(NavigationGuardContext);
  if (!guard) throw new Error('useBlocker must be used inside a <BlockingRouter>');
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      guard.register((args) => {
        const current = latest.current;
        return typeof current === 'function' ? current(args) : current;
      }, setBlocker),
    [guard],
  );
  return blocker;
}
