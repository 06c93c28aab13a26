import type { bannerSchema } from '@platform/shared';
import type { z } from 'zod';
import { preloadImage } from '../../../lib/preloadImage';

type Banner = z.infer<typeof bannerSchema>;

/**
 * How wide a slide shows, for the browser to pick a copy from `srcset` before any style is known: the page's width
 * less its padding, and less the side navigation on wide screens (app/layout/AppLayout.tsx).
 */
export const SLIDE_SIZES = '(min-width: 48em) calc(100vw - 264px), calc(100vw - 32px)';

/** The banner's copies as a `srcset`; empty for a banner stored before the copies were made. */
export function srcSetOf(banner: Banner): string {
  return banner.image_sources.map((source) => `${source.url} ${source.width}w`).join(', ');
}

/** Asks for the copy of the banner's image its slide will show: the first slide is the home page's largest paint. */
export function preloadBannerImage(banner: Banner): void {
  preloadImage({ href: banner.image_url, srcSet: srcSetOf(banner), sizes: SLIDE_SIZES });
}
