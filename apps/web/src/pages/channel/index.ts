import { lazy } from 'react';

// Pages load on demand: each route's code arrives when the route is first opened.
export const ChannelPage = lazy(() => import('./ChannelPage').then((module) => ({ default: module.ChannelPage })));
