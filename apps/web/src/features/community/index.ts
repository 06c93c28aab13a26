import { lazy } from 'react';

/**
 * The feature's public face: the discount centre, the referral page and the phone-verification event; and my coupons,
 * which card checkout offers to spend.
 */
export { useMyCoupons } from './hooks/useAchievements';

export const DiscountCentrePage = lazy(() =>
  import('./pages/DiscountCentrePage').then((module) => ({ default: module.DiscountCentrePage })),
);
export const ReferralPage = lazy(() => import('./pages/ReferralPage').then((module) => ({ default: module.ReferralPage })));
export const CslFinanceEventPage = lazy(() =>
  import('./pages/CslFinanceEventPage').then((module) => ({ default: module.CslFinanceEventPage })),
);
