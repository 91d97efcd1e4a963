/**
 * The router as the browser bundles ship it (issue 21 point 4): only the names the shell, the
 * remotes, `shared` and `case-kit` import from `react-router-dom`, taken from `react-router`
 * itself so the bundler tree-shakes the rest (the data APIs, forms and fetchers, server rendering,
 * React Server Components, cookies and sessions).
 *
 * Code keeps importing `react-router-dom`: the webpack preset (scripts/webpack/create-config.cjs)
 * resolves that exact request to this file, and shares it as the `react-router-dom` singleton, so
 * the page has one router context. Do not import this module directly (it would be shared a second
 * time under its own key). A name not listed here fails `router-entry.test.ts`; add it below.
 * Jest and TypeScript keep resolving the real package.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
// react-router-dom's RouterProvider: react-router's, rendering updates with react-dom's flushSync.
export { RouterProvider } from 'react-router/dom';
