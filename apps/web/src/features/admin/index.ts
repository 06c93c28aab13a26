import { lazy } from 'react';

/** The feature's public face: other features and the app shell import from here only. */
// Pages load on demand: each route's code arrives when the route is first opened.
export const AdminDashboardPage = lazy(() =>
  import('./pages/AdminDashboardPage').then((module) => ({ default: module.AdminDashboardPage })),
);
export const KeywordCategoriesPage = lazy(() =>
  import('./pages/KeywordCategoriesPage').then((module) => ({ default: module.KeywordCategoriesPage })),
);
export const OutboxPage = lazy(() => import('./pages/OutboxPage').then((module) => ({ default: module.OutboxPage })));
