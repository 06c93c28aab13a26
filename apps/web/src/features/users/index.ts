import { lazy } from 'react';

/** The feature's public face: other features and the app shell import from here only. */
export { displayNameOf, publicNameOf } from './lib/displayName';
export { CopyReferralLinkButton } from './components/CopyReferralLinkButton';
export { referralSignupLink } from './lib/referralLink';

// Pages load on demand: each route's code arrives when the route is first opened.
export const ProfilePage = lazy(() => import('./pages/ProfilePage').then((module) => ({ default: module.ProfilePage })));
