/**
 * A remote's page on its own, as `npm run dev -w <mfe>` serves it: a bar with a link to each of
 * the remote's routes and the fake session switcher, then the page the route names, rendered in
 * the same session context the shell provides.
 */
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { PAGE_ROUTES } from '@northvault/contracts/page-routes';
import { SessionProvider } from '@northvault/session';
import { DEV_SESSION_CHOICES, devSession, isDevSessionChoice, type DevSessionChoice } from './dev-session';
import type { DevHostRemote } from './remote-pages.generated';
import styles from './dev-host.module.css';

const STORAGE_KEY = 'northvault-dev-session';

const CHOICE_LABELS: Record<DevSessionChoice, string> = {
  'signed-out': 'Signed out',
  starter: 'Starter',
  business: 'Business',
  enterprise: 'Enterprise',
};

function storedChoice(): DevSessionChoice {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  return isDevSessionChoice(stored) ? stored : 'signed-out';
}

export function DevHost({ remote }: { remote: DevHostRemote }) {
  const [choice, setChoice] = useState<DevSessionChoice>(storedChoice);
  const choose = (next: DevSessionChoice) => {
    globalThis.localStorage?.setItem(STORAGE_KEY, next);
    setChoice(next);
  };
  const session = devSession(choice, choose);
  const routes = PAGE_ROUTES.filter((route) => route.remote.id === remote.id);
  const pages = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(remote.pages).map(([name, load]): [string, ComponentType] => [name, lazy(load)]),
      ),
    [remote],
  );
  return (
    <SessionProvider value={session}>
      <nav className={styles.bar} aria-label="Dev host">
        <strong>
          {remote.id} dev host <span>({remote.label})</span>
        </strong>
        <ul className={styles.links}>
          {routes.map((route) => (
            <li key={route.path}>
              {route.path.includes(':') ? route.path : <Link to={route.path}>{route.path}</Link>}
            </li>
          ))}
        </ul>
        <label>
          Session{' '}
          <select value={choice} onChange={(event) => choose(event.target.value as DevSessionChoice)}>
            {DEV_SESSION_CHOICES.map((option) => (
              <option key={option} value={option}>
                {CHOICE_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
      </nav>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          {routes.map((route) => {
            const Page = pages[route.page];
            return Page ? <Route key={route.path} path={route.path} element={<Page />} /> : null;
          })}
          <Route path="*" element={<p>No page of {remote.id} has this address: pick one above.</p>} />
        </Routes>
      </Suspense>
    </SessionProvider>
  );
}
