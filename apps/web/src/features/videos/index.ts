import { lazy } from 'react';

/** The feature's public face: other features and the app shell import from here only. */
// The player (and hls.js with it) is not exported: it loads with the playback page only.
export { ChannelCoursesSection } from './components/ChannelCoursesSection';
export { ChannelLiveList } from './components/ChannelLiveList';
export { ChannelVideosSection } from './components/ChannelVideosSection';
export { LatestVideos } from './components/LatestVideos';
export { LiveZoneList } from './components/LiveZoneList';
export { PlanChooserModal } from './components/PlanChooserModal';
export { SubscribedVideos } from './components/SubscribedVideos';
export { VideoCard } from './components/VideoCard';
export { VideoGrid } from './components/VideoGrid';
export { useActivity } from './hooks/useActivity';
export { useChannelCourses } from './hooks/useChannelCourses';
export { useChannelPlaybacks } from './hooks/useChannelPlaybacks';
export { useChannelLive, useIncomingWebinars } from './hooks/useLiveWebinars';
export { videoKeys } from './hooks/videoKeys';
export { formatDuration } from './lib/formatDuration';
export { readyRecording } from './lib/recordings';
export { channelVideosPath, videoPath } from './lib/paths';

// Pages load on demand: each route's code arrives when the route is first opened.
export const VideoPlaybackPage = lazy(() => import('./pages/VideoPlaybackPage').then((module) => ({ default: module.VideoPlaybackPage })));
export const ChannelVideosPage = lazy(() => import('./pages/ChannelVideosPage').then((module) => ({ default: module.ChannelVideosPage })));
// The player with hls.js, for other features' lazily loaded pages (the analysis review), as a chunk of its own.
export const HlsPlayer = lazy(() => import('./components/HlsPlayer').then((module) => ({ default: module.HlsPlayer })));
