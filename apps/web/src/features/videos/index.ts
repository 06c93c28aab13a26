import { lazy } from 'react';

/** The feature's public face: other features and the app shell import from here only. */
export const VideoPlaybackPage = lazy(() => import('./pages/VideoPlaybackPage').then((module) => ({ default: module.VideoPlaybackPage })));
export const ChannelVideosPage = lazy(() => import('./pages/ChannelVideosPage').then((module) => ({ default: module.ChannelVideosPage })));
