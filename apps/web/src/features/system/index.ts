/** The feature's public face: other features and the app shell import from here only. */
export { publicConfigQuery, usePublicConfig } from './hooks/usePublicConfig';
export { channelPageRedirect, homeDecision, unknownPathTarget } from './lib/singleChannel';
