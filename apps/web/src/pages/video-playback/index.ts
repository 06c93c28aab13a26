import { lazy } from 'react';

// Pages load on demand: each route's code arrives when the route is first opened.
export const VideoPlaybackPage = lazy(() => import('./VideoPlaybackPage').then((module) => ({ default: module.VideoPlaybackPage })));
