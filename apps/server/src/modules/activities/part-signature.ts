import { createHmac } from 'node:crypto';
import { sameHash } from '../../infra/crypto/tokens.js';

/** Where browsers PUT recording parts; part 0 is a whole file sent in one request. */
export const PART_UPLOAD_ROUTE = '/api/s3/parts';
/** A signed part URL is good for a day: long enough for a slow connection, short enough not to linger. */
const PART_URL_TTL_SECONDS = 24 * 60 * 60;

export interface PartSigner {
  sign(key: string, partNumber: number): string;
  verify(key: string, partNumber: number, expires: number, signature: string): boolean;
}

/** HMAC-signed part URLs, so a part is accepted only for the upload and part number the server signed. */
export function createPartSigner(secret: string, now: () => number = Date.now): PartSigner {
  const mac = (key: string, partNumber: number, expires: number) =>
    createHmac('sha256', secret).update(`part\n${key}\n${partNumber}\n${expires}`).digest('base64url');
  return {
    sign(key, partNumber) {
      const expires = Math.floor(now() / 1000) + PART_URL_TTL_SECONDS;
      const query = new URLSearchParams({
        key,
        partNumber: String(partNumber),
        expires: String(expires),
        sig: mac(key, partNumber, expires),
      });
      return `${PART_UPLOAD_ROUTE}?${query.toString()}`;
    },
    verify(key, partNumber, expires, signature) {
      if (!Number.isFinite(expires) || expires * 1000 < now()) return false;
      return sameHash(mac(key, partNumber, expires), signature);
    },
  };
}
