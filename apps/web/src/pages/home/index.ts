import { lazy } from 'react';

// Pages load on demand: each route's code arrives when the route is first opened.
export const HomePage = lazy(() => import('./HomePage').then((module) => ({ default: module.HomePage })));
