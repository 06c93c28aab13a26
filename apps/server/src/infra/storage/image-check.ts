import type { ImageType } from '@platform/shared';

/** Recognises an image by its first bytes, whatever its name says. */
export function detectImageType(bytes: Buffer): { type: ImageType; extension: string } | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { type: 'image/png', extension: '.png' };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { type: 'image/jpeg', extension: '.jpg' };
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'))) {
    return { type: 'image/gif', extension: '.gif' };
  }
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return { type: 'image/webp', extension: '.webp' };
  }
  return null;
}

/** Walks the PNG chunks from the signature to IEND; false when a chunk runs past the end of the file. */
function pngEndsAtIend(bytes: Buffer): boolean {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.subarray(offset + 4, offset + 8).toString('latin1');
    offset += 12 + length;
    if (type === 'IEND') return offset === bytes.length;
  }
  return false;
}

/**
 * Whether bytes follow the end of the image: how a file is made to be an image and an archive or a page at once.
 * PNG ends with its IEND chunk, JPEG with its EOI marker, GIF with its trailer, WebP where its RIFF size says.
 */
export function hasTrailingBytes(bytes: Buffer, type: ImageType): boolean {
  switch (type) {
    case 'image/png':
      return !pngEndsAtIend(bytes);
    case 'image/jpeg': {
      const end = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
      return end < 0 || end + 2 !== bytes.length;
    }
    case 'image/gif':
      return bytes[bytes.length - 1] !== 0x3b;
    case 'image/webp':
      return bytes.length < 8 || bytes.readUInt32LE(4) + 8 !== bytes.length;
  }
}
