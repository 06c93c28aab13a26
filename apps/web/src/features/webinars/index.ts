import { lazy } from 'react';

/** The feature's public face: other features and the app shell import from here only. */
// Pages load on demand: each route's code arrives when the route is first opened.
export const ManageWebinarsPage = lazy(() =>
  import('./pages/ManageWebinarsPage').then((module) => ({ default: module.ManageWebinarsPage })),
);
