import { lazy } from 'react';

/** The feature's public face: other features and the app shell import from here only. */
export { WaitingRoomsButton } from './components/WaitingRoomsButton';
export { liveEntryState } from './lib/entryState';
export { ChunkLiveDiscussion } from './components/ChunkLiveDiscussion';
export { LiveQuestionsSection } from './components/LiveQuestionsSection';
export { useLiveReplay } from './hooks/useLiveReplay';

// The room (and its WebRTC code) loads only when a room is opened.
export const LiveRoomPage = lazy(() => import('./pages/LiveRoomPage').then((module) => ({ default: module.LiveRoomPage })));
