import { lazy } from 'react';

/** The feature's public face: other features and the app shell import from here only. */
export { ForumBoard } from './components/ForumBoard';
export { OffensiveWordsManager } from './components/OffensiveWordsManager';

// Pages load on demand: each route's code arrives when the route is first opened.
export const ForumPage = lazy(() => import('./pages/ForumPage').then((module) => ({ default: module.ForumPage })));
export const ThreadPage = lazy(() => import('./pages/ThreadPage').then((module) => ({ default: module.ThreadPage })));
