import path from 'node:path';
import type { KeyResolver } from './local-disk.js';
import { dayBucketExpiry } from './storage.js';
import { createUrlSigner } from './url-signature.js';

export const LOCAL_FILES_ROUTE = '/api/files/';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** The app's own file URLs: signed with HMAC and expiring, checked when the browser fetches them. */
export function createLocalSignedUrls(secret: string, now: () => number, resolveKey: KeyResolver) {
  const signer = createUrlSigner(secret, now);
  return {
    async signedUrl(key: string, expires = dayBucketExpiry(now())): Promise<string> {
      return `${LOCAL_FILES_ROUTE}${key.split('/').map(encodeURIComponent).join('/')}?expires=${expires}&sig=${signer.sign(key, expires)}`;
    },

    /** Answers the file's path and type when the signature is right and not expired, else null. */
    verify(key: string, expires: number, signature: string): { filePath: string; contentType: string } | null {
      if (!signer.verify(key, expires, signature)) return null;
      try {
        return { filePath: resolveKey(key), contentType: CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream' };
      } catch {
        return null;
      }
    },
  };
}
