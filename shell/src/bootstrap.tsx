import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PRERENDERED_ATTRIBUTE } from '@northvault/contracts/page-fragments';
import { App } from './app/app';
import { reportHydrationMismatch } from './features/remotes/hydration-mismatch';
import './app/global.css';

const container = document.getElementById('root')!;
const app: ReactNode = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // The server sent the page prerendered (docs/architecture.md#first-paint-from-prerendered-fragments): React
  // adopts that HTML, the same nodes, and waits at the page's Suspense boundary for the remote's chunk.
  hydrateRoot(container, app, {
    onRecoverableError: (error) => reportHydrationMismatch(window.location.pathname, error),
  });
} else {
  const root = createRoot(container);
  // A transition lets React render the first page in slices, yielding to the browser between them,
  // instead of one long task that holds up input (the page is already painted by index.html's frame).
  startTransition(() => {
    root.render(app);
  });
}
