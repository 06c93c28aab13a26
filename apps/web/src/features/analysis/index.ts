import { lazy } from 'react';

/** The feature's public face: other features and the app shell import from here only. */
export { ANALYSIS_COMMANDS } from './lib/analysisSteps';
export { VideoChunks } from './components/VideoChunks';
export { ShareSettingsPanel } from './components/ShareSettingsPanel';
export { TranscriptSearch } from './components/TranscriptSearch';
export { SpokenSearchResults } from './components/SpokenSearchResults';

// Pages load on demand: each route's code arrives when the route is first opened.
export const ProcessPage = lazy(() => import('./pages/ProcessPage').then((module) => ({ default: module.ProcessPage })));
export const ProcessErrorPage = lazy(() => import('./pages/ProcessErrorPage').then((module) => ({ default: module.ProcessErrorPage })));
