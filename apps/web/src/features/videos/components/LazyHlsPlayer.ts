import { lazy } from 'react';

/**
 * The player with hls.js (about 150 kB gzipped), a chunk of its own: it loads only when a recording is about to play,
 * so a video's title and chunks paint without waiting for it.
 */
export const HlsPlayer = lazy(() => import('./HlsPlayer').then((module) => ({ default: module.HlsPlayer })));
