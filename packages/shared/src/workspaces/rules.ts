/**
 * The limits, lists and rules of the channels (workspaces) that both apps use, without a zod schema: the web's pages read these
 * as they load, and the schemas beside them are built only when a call first needs them (apps/web/src/lib/contract.ts).
 */

/** Spec §5 and §9: logo under 256 KB, banner under 2560 KB; best ratios are guidance only. */
export const LOGO_MAX_BYTES = 256 * 1024;

export const BANNER_MAX_BYTES = 2560 * 1024;

/** Uploaded images are decoded: no side over this many pixels, and no more pixels than this in all (a decompression bomb stops here). */
export const IMAGE_MAX_SIDE_PX = 8192;

export const IMAGE_MAX_PIXELS = 40_000_000;

/**
 * The spec suggests 16:9 for logos, but the interface shows every logo in a circle, so a square fits it; this side
 * stays sharp at the largest logo (64 px) on a 3x phone screen with room to spare.
 */
export const LOGO_RECOMMENDED_SIDE_PX = 512;

export const BANNER_BEST_RATIO = '36:13';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type ImageType = (typeof IMAGE_TYPES)[number];

export const WORKSPACE_DESCRIPTION_MAX_LENGTH = 20_000;

export const SLUG_MAX_LENGTH = 40;

export const CATEGORIES = ['K1_FINANCE', 'K1_EDUCATION', 'K1_SHOPPING', 'K1_INTEREST'] as const;

export type Category = (typeof CATEGORIES)[number];

export const CHAT_PLATFORMS = ['whatsapp', 'telegram', 'discord', 'line', 'facebook', 'forum'] as const;

export type ChatPlatform = (typeof CHAT_PLATFORMS)[number];

/** A channel member's role: its host, or a follower (viewer). */
export const WORKSPACE_MEMBER_ROLES = ['host', 'viewer'] as const;

export type WorkspaceMemberRole = (typeof WORKSPACE_MEMBER_ROLES)[number];

/** Spec §9 page sizes. */
export const PAGE_SIZES = {
  myChannels: 8,
  suggestions: 16,
  channelUsers: 20,
  homeChannelRow: 4,
  adminChannels: 20,
} as const;

/** Home page rows (spec §2): keywords hot, metro radio, finance, education, plus a general row. */
export const HOME_KEYWORD_ROWS = ['hot', 'metro radio', 'finance', 'education'] as const;

/** The search modal shows 5 of these at random (spec §9: random 5 from a list of 14). */
export const SUGGESTED_SEARCH_KEYWORDS = [
  'hot',
  'finance',
  'education',
  'metro radio',
  'stocks',
  'property',
  'crypto',
  'cooking',
  'travel',
  'fitness',
  'language',
  'music',
  'technology',
  'shopping',
] as const;

const CHAT_LINK_RULES: Record<ChatPlatform, (url: URL) => boolean> = {
  whatsapp: (url) => url.protocol === 'https:' && ['chat.whatsapp.com', 'wa.me', 'api.whatsapp.com'].includes(url.hostname),
  telegram: (url) => ['telegram.me', 't.me'].includes(url.hostname),
  discord: (url) => url.hostname === 'discord.gg',
  line: (url) => url.hostname === 'line.me',
  // Spec: "contains facebook or fb.me", read as the real hosts: facebook.com and its subdomains, fb.me, fb.com.
  facebook: (url) =>
    url.hostname === 'facebook.com' || url.hostname.endsWith('.facebook.com') || ['fb.me', 'fb.com'].includes(url.hostname),
  // Spec §5: "forum anything", read as any host: the link must still be a web address a page can open.
  forum: () => true,
};

/** Spec §5 chat link rules: http(s) addresses, on the platform's own hosts but for the forum link. */
export function isValidChatLink(platform: ChatPlatform, link: string): boolean {
  try {
    const url = new URL(link.trim());
    // Hosts are compared exactly; `https://t.me@evil.example` names evil.example with a user name, so no user info.
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && CHAT_LINK_RULES[platform](url);
  } catch {
    return false;
  }
}

export const WORKSPACE_MESSAGES = {
  slugInvalid: 'slug_invalid',
  slugReserved: 'slug_reserved',
  chatLinkInvalid: 'chat_link_invalid',
  webLinkInvalid: 'web_link_invalid',
  bannerLinkInvalid: 'banner_link_invalid',
} as const;

/**
 * The fixed pages under /channel/ (apps/web/src/app/routes.tsx) that a slug can spell: /channel/{slug} would open the
 * page, never the channel.
 */
export const RESERVED_CHANNEL_SLUGS = ['browse', 'category', 'search', 'dashboard', 'edit', 'users', 'courses', 'videos', 'forum'] as const;

export function isReservedChannelSlug(slug: string): boolean {
  return (RESERVED_CHANNEL_SLUGS as readonly string[]).includes(slug.toLowerCase());
}

/** The longest keyword the platform list takes. */
export const KEYWORD_MAX_LENGTH = 50;
