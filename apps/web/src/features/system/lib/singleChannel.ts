import { channelIdOrSlugPath as fixedChannelPath, PATHS } from '../../../app/paths';

/** Single-channel mode (spec §2): the server names one fixed channel, by id or slug. */

/** Full mode: unknown paths go home; single-channel mode: to the fixed channel. */
export function unknownPathTarget(singleChannel: string | null): string {
  return singleChannel ? fixedChannelPath(singleChannel) : PATHS.home;
}

export type HomeDecision = { kind: 'home' } | { kind: 'landing' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/**
 * `/`: full mode shows the home page; single-channel mode sends signed-in users, and guests when the fixed
 * channel is published, to that channel, and shows guests of an unpublished one a landing page.
 * `fixedChannelPublished` is undefined while unknown.
 */
export function homeDecision(singleChannel: string | null, loggedIn: boolean, fixedChannelPublished: boolean | undefined): HomeDecision {
  if (!singleChannel) return { kind: 'home' };
  if (loggedIn || fixedChannelPublished) return { kind: 'redirect', to: fixedChannelPath(singleChannel) };
  return fixedChannelPublished === undefined ? { kind: 'wait' } : { kind: 'landing' };
}

interface ChannelIdentity {
  id: string;
  slug: string | null;
}

/** The id, the slug and the join code all address a channel; slugs and join codes are case-insensitive. */
export function isFixedChannel(singleChannel: string, requested: string, channel: ChannelIdentity | null): boolean {
  const fixed = singleChannel.toLowerCase();
  return requested.toLowerCase() === fixed || channel?.id.toLowerCase() === fixed || channel?.slug === fixed;
}

/**
 * `/channel/{id}` in single-channel mode shows when the channel is published or the user is signed in, and
 * otherwise goes to the fixed channel. `channel` is null when it could not be read (private or missing).
 * The fixed channel itself always shows, so it never redirects to itself.
 */
export function channelPageRedirect(
  singleChannel: string | null,
  requested: string,
  loggedIn: boolean,
  channel: (ChannelIdentity & { publish: boolean }) | null,
): string | null {
  if (!singleChannel || loggedIn || channel?.publish) return null;
  if (isFixedChannel(singleChannel, requested, channel)) return null;
  return fixedChannelPath(singleChannel);
}
