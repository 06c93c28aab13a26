import { z } from 'zod';
import { safeRedirectPath } from '../common/routing.js';
import { VALIDATION_MESSAGES as M } from '../common/validation.js';
import { WORKSPACE_MESSAGES } from '../workspaces/rules.js';

/**
 * Where a promotion banner may lead: a path on this site or an https address. A protocol-relative `//host`
 * would leave the site while looking like a path, so it is neither.
 */
export function isBannerRedirectUrl(value: string): boolean {
  if (safeRedirectPath(value)) return true;
  try {
    const url = new URL(value);
    // Only https, as the form's hint says: a home-page banner does not send viewers to an unencrypted site.
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The widths a home banner is stored at (as WebP), so a phone fetches the copy its screen needs, not the upload:
 * a phone's column is about 1,000 device pixels wide, a wide screen's up to 1,440.
 */
export const BANNER_IMAGE_WIDTHS = [640, 1080, 1440] as const;

/** One stored copy of a banner image and its width in pixels, for the page's `srcset`. */
export const bannerImageSourceSchema = z.object({ url: z.string(), width: z.number().int().positive() });

export const bannerSchema = z.object({
  id: z.string(),
  image_url: z.string(),
  /** Narrowest first; empty for banners stored before the copies were made, which show `image_url` alone. */
  image_sources: z.array(bannerImageSourceSchema),
  redirect_url: z.string(),
});
export const bannerRedirectUrlSchema = z
  .string()
  .trim()
  .min(1, M.required)
  .max(500, M.tooLong)
  .refine(isBannerRedirectUrl, WORKSPACE_MESSAGES.bannerLinkInvalid);

export const createBannerBodySchema = z.object({
  base64: z.string().min(1),
  filetype: z.string().max(100).default(''),
  redirect_url: bannerRedirectUrlSchema,
});

export const bannerListSchema = z.object({ results: z.array(bannerSchema) });
