import { lazy } from 'react';

// Pages load on demand: each route's code arrives when the route is first opened.
export const ChannelDashboardPage = lazy(() =>
  import('./ChannelDashboardPage').then((module) => ({ default: module.ChannelDashboardPage })),
);
export const CurrentChannelDashboardPage = lazy(() =>
  import('./CurrentChannelDashboardPage').then((module) => ({ default: module.CurrentChannelDashboardPage })),
);
