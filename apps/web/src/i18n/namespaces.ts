/**
 * One namespace per web feature (named as its folder under features/) and for the home page (pages/home/; the other
 * pages of the page layer speak their features' words), beside the shared ones: common (app shell,
 * shared words), errors and validation (server keys). A feature's components pass its name to useTranslation; keys
 * not found there fall back to common (see setup.ts), and another feature's keys are named with their prefix.
 */
/** The namespaces every feature's words may fall back on or name: the app shell's and the server's keys. */
const SHARED_NAMESPACES = ['common', 'errors', 'validation'] as const;
export const FEATURE_NAMESPACES = [
  'admin',
  'analysis',
  'auth',
  'banners',
  'forum',
  'community',
  'home',
  'hosting',
  'live',
  'members',
  'plans',
  'subscriptions',
  'users',
  'videos',
  'webinars',
  'welcome',
  'workspaces',
] as const;
export const NAMESPACES = [...SHARED_NAMESPACES, ...FEATURE_NAMESPACES] as const;
export const DEFAULT_NAMESPACE = 'common';

export type Namespace = (typeof NAMESPACES)[number];

/**
 * Loaded before the first paint, the others when a component asks for them (backend.ts): the shared ones, and those
 * the app shell (top bar, navigation, search) speaks, since nothing above the shell shows while a namespace loads.
 */
export const PRELOADED_NAMESPACES = ['common', 'errors', 'validation', 'workspaces', 'users'] as const satisfies readonly Namespace[];
