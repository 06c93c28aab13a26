import { chunkLinkPath, landingPathForRole, safeRedirectPath, type CheckoutMode, type UserRole } from '@platform/shared';

/**
 * Every path of the site (spec §2), built here and nowhere else: features, pages and the shell link with these.
 * This module imports no feature, so any of them may use it. The route table (routes.tsx) declares the patterns.
 */

/** Pages without parameters. */
export const PATHS = {
  home: '/',
  login: '/login',
  logout: '/logout',
  signUp: '/sign-up',
  creatorSignUp: '/creator-sign-up',
  forgotPassword: '/forgot-password',
  profile: '/account/profile',
  accountSubscriptions: '/account/subscriptions',
  accountEvents: '/account/events',
  browseChannels: '/channel/browse',
  channelCategory: '/channel/category',
  createChannel: '/channel/create-channel',
  currentChannelDashboard: '/channel/dashboard',
  editChannel: '/channel/edit',
  channelCourses: '/channel/courses',
  channelPlans: '/channel/subscription-plans',
  channelEarnings: '/channel/earnings',
  channelUsers: '/channel/users',
  manageWebinars: '/webinar/manage',
  adminDashboard: '/admin/dashboard',
  adminKeywords: '/admin/keywords',
  adminOutbox: '/admin/outbox',
  adminRefunds: '/admin/refunds',
  badRequest: '/errors/400',
} as const;

// --- Log in and sign up ---

/** Pages that would bounce straight back to the login page, so never a place to return to after it. */
const AUTH_PAGES: readonly string[] = [PATHS.login, PATHS.logout];

function isAuthPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return AUTH_PAGES.includes(pathname);
}

/** The login page, remembering where to come back to (spec §2: login carries a return path). */
export function loginPath(returnTo?: string | null): string {
  const safe = safeRedirectPath(returnTo);
  if (!safe || isAuthPage(safe)) return PATHS.login;
  return `${PATHS.login}?${new URLSearchParams({ redirect_url: safe }).toString()}`;
}

/** The sign-up page, keeping where the visitor was going, so its thank-you screen's login leads back there. */
export function signUpPath(returnTo?: string | null): string {
  const safe = safeRedirectPath(returnTo);
  if (!safe || isAuthPage(safe)) return PATHS.signUp;
  return `${PATHS.signUp}?${new URLSearchParams({ source_redirect_url: safe }).toString()}`;
}

/** Where a user goes once logged in: the requested same-site path, else their role's landing page. */
export function afterLoginPath(role: UserRole, redirectUrl: string | null): string {
  const safe = safeRedirectPath(redirectUrl);
  if (safe && !isAuthPage(safe)) return safe;
  return landingPathForRole(role);
}

// --- Channels ---

/**
 * Segments under /channel/ that are pages of their own. A channel whose slug is one of them is linked by id,
 * otherwise its link would open that page instead of the channel.
 */
const RESERVED_SEGMENTS = new Set([
  'browse',
  'category',
  'courses',
  'create-channel',
  'dashboard',
  'earnings',
  'edit',
  'forum',
  'search',
  'subscription-plans',
  'users',
  'videos',
]);

interface ChannelRef {
  id: string;
  slug: string | null;
}

/** The readable slug when there is a usable one, else the id (spec §2: /channel/{slug or id}). */
export function channelRef({ id, slug }: ChannelRef): string {
  return slug && !RESERVED_SEGMENTS.has(slug) ? slug : id;
}

/** /channel/{idOrSlug} for an id or slug as given (an invitation's channel id, the fixed channel of single-channel mode). */
export function channelIdOrSlugPath(idOrSlug: string): string {
  return `/channel/${encodeURIComponent(idOrSlug)}`;
}

export function channelPath(channel: ChannelRef): string {
  return channelIdOrSlugPath(channelRef(channel));
}

/** Spec §4: whoever cannot (or can no longer) be in a live room is sent to the channel's plans. */
export function channelPlansPath(channel: ChannelRef): string {
  return `${channelPath(channel)}#plans`;
}

export function channelDashboardPath(channel: ChannelRef): string {
  return `${channelPath(channel)}/dashboard`;
}

/** /channel/{id}/dashboard by id, keeping a query (the card provider's ?hosting_session=). */
export function channelDashboardPathById(id: string): string {
  return `${channelIdOrSlugPath(id)}/dashboard`;
}

/** Spec §2 /channel/videos/{workspaceId}: the paged list of all of a channel's videos. */
export function channelVideosPath(workspaceId: string): string {
  return `/channel/videos/${encodeURIComponent(workspaceId)}`;
}

/** Spec §2 /channel/forum/{workspaceId}. */
export function forumPath(workspaceId: string): string {
  return `/channel/forum/${encodeURIComponent(workspaceId)}`;
}

/** Spec §2 /thread/{threadId}. */
export function threadPath(threadId: string): string {
  return `/thread/${encodeURIComponent(threadId)}`;
}

/** /channel/category filtered by a category, a keyword or a title search. */
export function channelCategoryPath(filter: { category: string } | { keyword: string } | { title: string }): string {
  return `${PATHS.channelCategory}?${new URLSearchParams(filter).toString()}`;
}

// --- Videos and webinars ---

/** The query parameter of /video-playback/{id} that starts the player at a second (a transcript search hit). */
export const START_AT_PARAM = 't';

/** Spec §2 /video-playback/{id}. */
export function videoPath(id: string): string {
  return `/video-playback/${encodeURIComponent(id)}`;
}

/** Spec §2 /video-playback/{id}, started at `seconds`. */
export function playbackAtPath(activityId: string, seconds: number): string {
  return `${videoPath(activityId)}?${START_AT_PARAM}=${Math.floor(seconds)}`;
}

/** A chunk's link (as its Share button copies it) started at one of its lines, `seconds` into the video. */
export function chunkMomentPath(activityId: string, chunkId: string, seconds: number): string {
  return `${chunkLinkPath(activityId, chunkId)}&${START_AT_PARAM}=${Math.floor(seconds)}`;
}

/** Spec §2 /webinar/live/{id}: the live room. */
export function livePath(id: string): string {
  return `/webinar/live/${encodeURIComponent(id)}`;
}

/** Spec §2 /webinar/edit/{id}. */
export function webinarEditPath(id: string): string {
  return `/webinar/edit/${encodeURIComponent(id)}`;
}

/** Spec §2 /webinar/process/{id}: where the host follows the recording after the live. */
export function processPath(id: string): string {
  return `/webinar/process/${encodeURIComponent(id)}`;
}

/** Spec §2: where the host reports an analysis error. */
export function processErrorPath(id: string): string {
  return `${processPath(id)}/error`;
}

// --- Checkout ---

/** A recurring plan is checked out as a subscription, a one-time plan (a course) as a single payment. */
export function checkoutModeOf(type: 'RECURRING' | 'ONE_TIME'): CheckoutMode {
  return type === 'RECURRING' ? 'subscription' : 'payment';
}

/** How a checkout pays: by card (the provider's page) or by the buyer's phone bill (the carrier-bill form). */
export type CheckoutPayment = 'card' | 'phone';

/** The checkout's parameter that asks for the phone bill; absent, the checkout is by card. */
export const PAY_BY_PARAM = 'pay_by';

/**
 * The checkout link a plan's Buy, Subscribe or Pay by phone bill leads to (the inverse of subscriptions'
 * parseCheckoutQuery). `redirectPathname` is the item the viewer wanted (a video, a live, a course), where a
 * successful payment brings them back to.
 */
export function checkoutPath(
  plan: { id: string; type: 'RECURRING' | 'ONE_TIME' },
  redirectPathname: string,
  payment: CheckoutPayment = 'card',
): string {
  const query = new URLSearchParams({
    plan_id: plan.id,
    subscription_mode: checkoutModeOf(plan.type),
    redirect_pathname: redirectPathname,
  });
  if (payment === 'phone') query.set(PAY_BY_PARAM, payment);
  return `/subscription/checkout?${query.toString()}`;
}

/**
 * Spec §2 /account/subscriptions with `redirect_pathname`: where a phone-bill payment ends, which moves the buyer on
 * to the item they paid for.
 */
export function accountSubscriptionsPath(redirectPathname: string | null): string {
  const safe = safeRedirectPath(redirectPathname);
  if (!safe) return PATHS.accountSubscriptions;
  return `${PATHS.accountSubscriptions}?${new URLSearchParams({ redirect_pathname: safe }).toString()}`;
}
