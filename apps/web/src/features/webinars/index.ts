import { lazy } from 'react';

export { StatusChip } from './components/StatusChip';
export { STATUS_CHIPS } from './lib/webinarStatus';

/** The feature's public face: other features and the app shell import from here only. */
// Pages load on demand: each route's code arrives when the route is first opened.
export const ManageWebinarsPage = lazy(() =>
  import('./pages/ManageWebinarsPage').then((module) => ({ default: module.ManageWebinarsPage })),
);
export const EditWebinarPage = lazy(() => import('./pages/EditWebinarPage').then((module) => ({ default: module.EditWebinarPage })));
export const CoursesPage = lazy(() => import('./pages/CoursesPage').then((module) => ({ default: module.CoursesPage })));
