import { z } from 'zod';
import { TEASER_LIMITS } from './teaser-rules.js';

/** PUT /api/chunks/{id}/teaser. */
export const markTeaserBodySchema = z.object({ teaser: z.boolean() });

export type MarkTeaserBody = z.infer<typeof markTeaserBodySchema>;

/** GET and PUT /api/workspaces/{id}/teaser-settings. */
export const teaserSettingsSchema = z.object({
  max_per_video: z.number().int().min(0).max(TEASER_LIMITS.maxPerVideo),
});

export type TeaserSettings = z.infer<typeof teaserSettingsSchema>;

/**
 * A chunk as someone who may not play the video sees it: a teaser with its media, the others without. Title and
 * summary are null when the channel keeps its locked videos' chunk texts to itself.
 */
export const teaserChunkSchema = z.object({
  id: z.string(),
  activity_id: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  teaser: z.boolean(),
  clip_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
});

export type TeaserChunk = z.infer<typeof teaserChunkSchema>;

export const teaserChunkListSchema = z.object({ results: z.array(teaserChunkSchema) });

/** POST /api/chunks/{id}/teaser-plays: a guest names their browser by a random id it keeps; a signed-in viewer needs none. */
export const teaserPlayBodySchema = z.object({ guest_id: z.string().uuid().optional() });

export type TeaserPlayBody = z.infer<typeof teaserPlayBodySchema>;

export const teaserPlayResultSchema = z.object({ counted: z.boolean() });

/**
 * POST /api/teaser-plays/claim: once signed in (or signed up), the browser hands over the id it kept as a guest, so the
 * free previews played before count for the purchases that follow; `claimed` is how many plays became the viewer's.
 */
export const teaserPlaysClaimBodySchema = z.object({ guest_id: z.string().uuid() });

export type TeaserPlaysClaimBody = z.infer<typeof teaserPlaysClaimBodySchema>;

export const teaserPlaysClaimResultSchema = z.object({ claimed: z.number().int() });

/** GET /api/workspaces/{id}/teaser-stats: per video, teasers played and the purchases that followed within the window. */
export const teaserStatsSchema = z.object({
  results: z.array(
    z.object({
      activity_id: z.string(),
      title: z.string(),
      plays: z.number().int(),
      purchases_after: z.number().int(),
    }),
  ),
  plays_total: z.number().int(),
  purchases_after_total: z.number().int(),
  window_days: z.number().int(),
});

export type TeaserStats = z.infer<typeof teaserStatsSchema>;
