import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { keyResolver, writeAtomically } from './local-disk.js';
import { createLocalMultipart } from './local-multipart.js';
import { createLocalSignedUrls } from './local-signed-urls.js';
import { clampRange, type ObjectStorage } from './storage.js';

export { LOCAL_FILES_ROUTE } from './local-signed-urls.js';

/**
 * The embedded default: files under DATA_DIR, served by the app at HMAC-signed, expiring URLs (local-signed-urls.ts);
 * uploads in parts are local-multipart.ts.
 */
export function createLocalStorage(rootDir: string, secret: string, now: () => number = Date.now) {
  const resolveKey = keyResolver(rootDir);
  const { signedUrl, verify } = createLocalSignedUrls(secret, now, resolveKey);

  const storage: ObjectStorage = {
    async put(key, body) {
      await writeAtomically(resolveKey(key), (temporary) => fsp.writeFile(temporary, body));
    },
    async putFile(key, filePath) {
      await writeAtomically(resolveKey(key), (temporary) => fsp.copyFile(filePath, temporary));
    },
    signedUrl,
    async read(key, range) {
      const filePath = resolveKey(key);
      const stat = await fsp.stat(filePath).catch(() => null);
      if (!stat?.isFile()) return null;
      const span = clampRange(range, stat.size);
      if (!span) return null;
      const body = stat.size === 0 ? fs.createReadStream(filePath) : fs.createReadStream(filePath, span);
      return { body, ...span, totalSize: stat.size };
    },
    async mediaSource(key) {
      return resolveKey(key);
    },
    async delete(key) {
      await fsp.rm(resolveKey(key), { force: true });
    },
    async deletePrefix(prefix) {
      // Keys are directories here; a prefix always names one (`activities/<id>/`).
      await fsp.rm(resolveKey(prefix), { recursive: true, force: true });
    },
    multipart: createLocalMultipart(resolveKey),
  };

  return { ...storage, verify };
}

export type LocalStorage = ReturnType<typeof createLocalStorage>;
