import { lazy } from 'react';

/** The feature's public face: other features and the app shell import from here only. */
export { ChannelPlanCards } from './components/ChannelPlanCards';
export { PlanChooserModal, type PlanChooserModalProps } from './components/PlanChooserModal';
export { SubscribeButton } from './components/SubscribeButton';
export { subscriptionKeys } from './hooks/subscriptionKeys';

// Pages load on demand: each route's code arrives when the route is first opened.
export const AccountSubscriptionsPage = lazy(() =>
  import('./pages/AccountSubscriptionsPage').then((module) => ({ default: module.AccountSubscriptionsPage })),
);
export const CheckoutPage = lazy(() => import('./pages/CheckoutPage').then((module) => ({ default: module.CheckoutPage })));
export const SandboxCheckoutPage = lazy(() =>
  import('./pages/SandboxCheckoutPage').then((module) => ({ default: module.SandboxCheckoutPage })),
);
export const RefundRequestsPage = lazy(() =>
  import('./pages/RefundRequestsPage').then((module) => ({ default: module.RefundRequestsPage })),
);
