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

export function channelPath(channel: ChannelRef): string {
  return `/channel/${encodeURIComponent(channelRef(channel))}`;
}

export function channelDashboardPath(channel: ChannelRef): string {
  return `${channelPath(channel)}/dashboard`;
}
