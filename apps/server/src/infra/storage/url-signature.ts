import { createHmac } from 'node:crypto';
import { sameHash } from '../crypto/tokens.js';

/** A path that names something other than itself once resolved: `.` or `..` segments, backslashes, NUL. */
const TRAVERSAL = /(^|\/)\.{1,2}(\/|$)|\\|\0/;

export interface UrlSigner {
  /** The signature of `path` until `expires` (Unix seconds), for a URL's query. */
  sign(path: string, expires: number): string;
  /** True when `signature` was made for exactly this path and expiry, and the expiry has not passed. */
  verify(path: string, expires: number, signature: string): boolean;
}

/**
 * HMAC-SHA256 over a path and its expiry, so a URL handed to one viewer opens that one file until then and nothing
 * else. Checking needs only the secret and the clock: no database, no session. The key is derived from the server
 * secret for this one use, so a signature made here is worth nothing anywhere else the secret signs.
 */
export function createUrlSigner(secret: string, now: () => number = Date.now): UrlSigner {
  const key = createHmac('sha256', secret).update('signed-urls').digest();
  const sign = (path: string, expires: number) => createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');
  return {
    sign,
    verify(path, expires, signature) {
      if (!Number.isSafeInteger(expires) || expires * 1000 <= now()) return false;
      if (TRAVERSAL.test(path)) return false;
      return sameHash(sign(path, expires), signature);
    },
  };
}
