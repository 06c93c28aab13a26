import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sameHash } from '../crypto/tokens.js';
import { dayBucketExpiry, type ObjectStorage } from './storage.js';

export const LOCAL_FILES_ROUTE = '/api/files/';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
};

/** The embedded default: files under DATA_DIR, served by the app at HMAC-signed, expiring URLs. */
export function createLocalStorage(rootDir: string, secret: string, now: () => number = Date.now) {
  const sign = (key: string, expires: number) => createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');

  function resolveKey(key: string): string {
    const resolved = path.resolve(rootDir, key);
    if (!resolved.startsWith(path.resolve(rootDir) + path.sep)) throw new Error(`key escapes the storage root: ${key}`);
    return resolved;
  }

  const storage: ObjectStorage = {
    async put(key, body) {
      const target = resolveKey(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      await fs.writeFile(`${target}.part`, body);
      await fs.rename(`${target}.part`, target);
    },
    async signedUrl(key) {
      const expires = dayBucketExpiry(now());
      return `${LOCAL_FILES_ROUTE}${key.split('/').map(encodeURIComponent).join('/')}?expires=${expires}&sig=${sign(key, expires)}`;
    },
    async delete(key) {
      await fs.rm(resolveKey(key), { force: true });
    },
  };

  return {
    ...storage,
    /** Answers the file's path and type when the signature is right and not expired, else null. */
    verify(key: string, expires: number, signature: string): { filePath: string; contentType: string } | null {
      if (!Number.isFinite(expires) || expires * 1000 < now()) return null;
      if (!sameHash(sign(key, expires), signature)) return null;
      try {
        return { filePath: resolveKey(key), contentType: CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream' };
      } catch {
        return null;
      }
    },
  };
}

export type LocalStorage = ReturnType<typeof createLocalStorage>;
