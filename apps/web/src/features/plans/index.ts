import { lazy } from 'react';

/** The feature's public face: other features and the app shell import from here only. */
export { planKeys } from './hooks/planKeys';
export { useHostPlans } from './hooks/usePlans';

// Pages load on demand: each route's code arrives when the route is first opened.
export const SubscriptionPlansPage = lazy(() =>
  import('./pages/SubscriptionPlansPage').then((module) => ({ default: module.SubscriptionPlansPage })),
);
export const EarningsPage = lazy(() => import('./pages/EarningsPage').then((module) => ({ default: module.EarningsPage })));
