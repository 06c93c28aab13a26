import { randomUUID } from 'node:crypto';

const THUMBNAIL_KEY = /^thumbnails\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;

/** Storage keys for uploaded thumbnails: the only values PUT /api/activities/{id} accepts as thumbnail_url. */
export function newThumbnailKey(extension: string): string {
  return `thumbnails/${randomUUID()}.${extension}`;
}

export function isThumbnailKey(value: string): boolean {
  return THUMBNAIL_KEY.test(value);
}
