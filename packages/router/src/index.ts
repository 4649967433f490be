/**
 * The pieces of React Router that the site's browser code uses, and nothing else. The shell shares
 * this module, not react-router-dom, as a Module Federation singleton (every `react-router-dom`
 * import of the shell and the remotes is served from it, packages/build federated-webpack-config.ts):
 * a shared module cannot be tree-shaken, so sharing the whole package put all of React Router, its
 * server-side cookie and session code included, into every first visit. Re-exported names can be,
 * so only these and what they need reach the browser (docs/architecture.md#composition-at-run-time).
 *
 * The router is the declarative one, with a blocker of our own (`BlockingRouter`, `useBlocker`): the data
 * router (`createBrowserRouter`) was most of this module's weight, and the site used it for `useBlocker` only.
 *
 * A remote that needs another export adds it here and raises this package's minor version: its
 * release then needs a shell that provides it, which the release's shared-dependency gate checks.
 * The build refuses an import of a name this module does not export (packages/build shared-exports-plugin.ts).
 */
export { Link, NavLink, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export { BlockingRouter, useBlocker } from './blocking-router';
