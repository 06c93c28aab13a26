import { lazy } from 'react';

/** The feature's public face: other features and the app shell import from here only. */
export { fetchChannelUsers } from './api';
export { FollowButton } from './components/FollowButton';

// Pages load on demand: each route's code arrives when the route is first opened.
export const ChannelUsersPage = lazy(() => import('./pages/ChannelUsersPage').then((module) => ({ default: module.ChannelUsersPage })));
export const InvitePage = lazy(() => import('./pages/InvitePage').then((module) => ({ default: module.InvitePage })));
