import type { Readable } from 'node:stream';

/** Part of a stored object, for HTTP range requests (`end` inclusive, as in a Content-Range header). */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredObject {
  body: Readable;
  start: number;
  end: number;
  totalSize: number;
}

/** A part of unknown length that ran past the upload's part size: it would run into the next part's place. */
export class PartTooLargeError extends Error {
  constructor(readonly partSize: number) {
    super(`a part is at most ${partSize} bytes`);
  }
}

export interface StoredPart {
  partNumber: number;
  etag: string;
  size: number;
}

/**
 * Large uploads in numbered parts, resumable: a part may be sent again, and the last one sent wins. Parts may be of any
 * size (the caller holds them to S3's rules); `partSize` is the size most are expected to have, the one the browser
 * uses: the disk storage writes such a part straight to byte (n - 1) × partSize of the whole, so joining is a rename.
 */
export interface MultipartStorage {
  create(key: string, contentType: string): Promise<string>;
  /** A part of `size` bytes, or of unknown size (`undefined`): then at most `partSize` bytes, else PartTooLargeError. */
  uploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    size: number | undefined,
    partSize: number,
  ): Promise<{ etag: string; size: number }>;
  /** Joins the parts, in the order given (numbered from 1, none missing), into the object `key`. */
  complete(key: string, uploadId: string, parts: readonly StoredPart[], partSize: number): Promise<void>;
  abort(key: string, uploadId: string): Promise<void>;
}

/** Where uploaded files live. Keys are paths like `workspaces/<id>/logo-<random>.png`. */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file from local disk without reading it into memory. */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /**
   * A URL the browser can fetch without a session; it expires, so callers sign at read time and store only the key.
   * `expires` (Unix seconds) defaults to the day bucket; media is signed for minutes (mediaUrlExpiry).
   */
  signedUrl(key: string, expires?: number): Promise<string>;
  /** The object, or the part of it in `range`; null when there is no such object. */
  read(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** A local path or URL that ffmpeg can open. */
  mediaSource(key: string): Promise<string>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  multipart: MultipartStorage;
}

/** Signed URLs of a day share one expiry, so a page shows the same URL all day and browsers can cache the image. */
export function dayBucketExpiry(nowMs: number): number {
  const day = 24 * 60 * 60;
  return (Math.floor(nowMs / 1000 / day) + 2) * day;
}

/** Clamps a requested range to an object of `totalSize` bytes; null when it starts past the end. */
export function clampRange(range: ByteRange | undefined, totalSize: number): { start: number; end: number } | null {
  const start = range?.start ?? 0;
  const end = Math.min(range?.end ?? totalSize - 1, totalSize - 1);
  if (start < 0 || (totalSize > 0 && start > end)) return null;
  return { start, end };
}
