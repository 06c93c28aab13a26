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

/**
 * The preloaded namespaces and those of a first visit's likely pages (home, a channel, a video): the build puts each
 * language's in one file (vite.config.ts), one request where a dozen queued behind the page's code on a phone's
 * connection (six requests in flight to one server, 150 ms each). firstVisitNamespaces.test.ts checks the pages' lists.
 */
export const FIRST_VISIT_NAMESPACES = [
  ...PRELOADED_NAMESPACES,
  'home',
  'banners',
  'subscriptions',
  'videos',
  'forum',
  'members',
  'analysis',
  'live',
] as const satisfies readonly Namespace[];
