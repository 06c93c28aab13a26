import { lazy } from 'react';

// Pages load on demand: each route's code arrives when the route is first opened.
export const ChannelVideosPage = lazy(() => import('./ChannelVideosPage').then((module) => ({ default: module.ChannelVideosPage })));
