import { lazy } from 'react';

/** The feature's public face: other features and the app shell import from here only. */
// The player (and hls.js with it) is not exported eagerly: it loads with the playback page only.
export { ChannelCoursesSection } from './components/ChannelCoursesSection';
export { ChannelLiveList } from './components/ChannelLiveList';
export { ChannelVideosSection } from './components/ChannelVideosSection';
export { LatestVideos } from './components/LatestVideos';
export { LiveZoneList } from './components/LiveZoneList';
export { PlanChooserModal } from './components/PlanChooserModal';
export { SubscribedVideos } from './components/SubscribedVideos';
export { VideoAccessNotice } from './components/VideoAccessNotice';
export { VideoCard } from './components/VideoCard';
export { VideoGrid } from './components/VideoGrid';
export { activityQuery, useActivity } from './hooks/useActivity';
export { useChannelCourses } from './hooks/useChannelCourses';
export { useChannelPlaybacks } from './hooks/useChannelPlaybacks';
export { useChannelLive, useIncomingWebinars } from './hooks/useLiveWebinars';
export { useStartAt } from './hooks/useStartAt';
export { videoKeys } from './hooks/videoKeys';
export { formatDuration } from './lib/formatDuration';
export { isOpenToGuests } from './lib/guestVideoAccess';
export { isNotLoggedIn } from './lib/isNotLoggedIn';
export { readyRecording } from './lib/recordings';

// The playback page's body loads on demand, as a chunk of its own; the page layer gives it the recording's chunks and
// asks for it as the page's own code starts loading, not one round trip later.
export const loadVideoPlayback = () => import('./components/VideoPlayback');
export const VideoPlayback = lazy(() => loadVideoPlayback().then((module) => ({ default: module.VideoPlayback })));
export { HlsPlayer } from './components/LazyHlsPlayer';
