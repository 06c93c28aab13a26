/**
 * The limits, lists and rules of the free previews (teasers) that both apps use, without a zod schema: the web's pages read these
 * as they load, and the schemas beside them are built only when a call first needs them (apps/web/src/lib/contract.ts).
 */

/** Free previews ("teasers"): chunks of a locked video that anyone who may see the video can play. */
export const TEASER_LIMITS = {
  /** What a channel allows per video until its host changes it. */
  defaultPerVideo: 2,
  /** The most a host may allow per video. */
  maxPerVideo: 10,
  /** A purchase counts as following a teaser when the buyer played one of the channel's teasers this many days before. */
  attributionDays: 7,
} as const;
