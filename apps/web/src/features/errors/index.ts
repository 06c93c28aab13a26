import { lazy } from 'react';

/** The feature's public face: other features and the app shell import from here only. */
// The route error boundary is part of the shell: it must render even when a page's code failed to load.
export { RouteErrorPage } from './pages/RouteErrorPage';

// Pages load on demand: each route's code arrives when the route is first opened.
export const ErrorPage = lazy(() => import('./pages/ErrorPage').then((module) => ({ default: module.ErrorPage })));
