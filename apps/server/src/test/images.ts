import { crc32 } from 'node:zlib';

/** Small valid images, and a valid PNG of a given size, for upload tests. */
export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The tiny PNG padded to exactly `bytes` with a private ancillary chunk before IEND: a whole, valid file. */
export function pngOfSize(bytes: number): string {
  const tiny = Buffer.from(TINY_PNG_BASE64, 'base64');
  const iendAt = tiny.length - 12;
  const type = Buffer.from('paDd', 'latin1');
  const data = Buffer.alloc(bytes - tiny.length - 12, 0);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([tiny.subarray(0, iendAt), length, type, data, crc, tiny.subarray(iendAt)]).toString('base64');
}
