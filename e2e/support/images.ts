import { crc32 } from 'node:zlib';

/** A real 1×1 PNG, and valid PNGs of a chosen size for the upload limits. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The tiny PNG padded to exactly `bytes` with a private ancillary chunk before IEND: a whole, valid file. */
export function pngOfSize(bytes: number): Buffer {
  const iendAt = TINY_PNG.length - 12;
  const type = Buffer.from('paDd', 'latin1');
  const data = Buffer.alloc(bytes - TINY_PNG.length - 12, 0);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([TINY_PNG.subarray(0, iendAt), length, type, data, crc, TINY_PNG.subarray(iendAt)]);
}
