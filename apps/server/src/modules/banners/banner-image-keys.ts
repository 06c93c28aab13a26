import { BANNER_IMAGE_WIDTHS } from '@platform/shared';

/**
 * Where a banner's image copies live. A banner stored since issue 30 is a folder of WebP copies, one per width, named
 * `banners/<token>/<width>w.webp`; its row keeps the widest copy's key, from which the others follow (the narrower
 * widths of BANNER_IMAGE_WIDTHS), so no column lists them. An older banner is a single file (`banners/<token>.png`).
 */
const RENDITION_KEY = /^(banners\/[A-Za-z0-9_-]+)\/(\d+)w\.webp$/;

export function renditionKey(folder: string, width: number): string {
  return `${folder}/${width}w.webp`;
}

/** A banner's copies, narrowest first, from its row's key; empty for a banner stored as a single file. */
export function renditionsOf(imageKey: string): { key: string; width: number }[] {
  const match = RENDITION_KEY.exec(imageKey);
  if (!match) return [];
  const [, folder = '', widest] = match;
  const widestWidth = Number(widest);
  const widths = [...BANNER_IMAGE_WIDTHS.filter((width) => width < widestWidth), widestWidth];
  return widths.map((width) => ({ key: renditionKey(folder, width), width }));
}

/** What to delete with the banner: its folder of copies, or its single file. */
export function storedImageOf(imageKey: string): { folder: string } | { file: string } {
  const match = RENDITION_KEY.exec(imageKey);
  return match?.[1] ? { folder: `${match[1]}/` } : { file: imageKey };
}
