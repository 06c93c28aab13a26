import { safeRedirectPath } from '@platform/shared';
import { safeExternalUrl } from '../../../lib/safeExternalUrl';

export type BannerLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/** A banner's redirect_url is a path on this site or a web address (the server accepts only those two). */
export function bannerLink(redirectUrl: string): BannerLink {
  const path = safeRedirectPath(redirectUrl);
  if (path) return { kind: 'internal', to: path };
  const href = safeExternalUrl(redirectUrl);
  return href ? { kind: 'external', href } : null;
}

/** The slide after `current`, wrapping around; `step` -1 goes back. */
export function nextSlide(current: number, count: number, step: 1 | -1 = 1): number {
  return count === 0 ? 0 : (current + step + count) % count;
}
