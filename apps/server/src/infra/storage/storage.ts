/** Where uploaded files live. Keys are paths like `workspaces/<id>/logo-<random>.png`. */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A URL the browser can fetch; it expires, so callers sign at read time and store only the key. */
  signedUrl(key: string): Promise<string>;
  delete(key: string): Promise<void>;
}

/** Signed URLs of a day share one expiry, so a page shows the same URL all day and browsers can cache the image. */
export function dayBucketExpiry(nowMs: number): number {
  const day = 24 * 60 * 60;
  return (Math.floor(nowMs / 1000 / day) + 2) * day;
}
