import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TINY_PNG_BASE64 } from '../../test/images.js';
import { decodeImage } from './decode-image.js';
import { detectImageType } from './image-check.js';

describe('detectImageType', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(detectImageType(Buffer.from(TINY_PNG_BASE64, 'base64'))?.type).toBe('image/png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.type).toBe('image/jpeg');
    expect(detectImageType(Buffer.from('GIF89a....'))?.type).toBe('image/gif');
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.type).toBe('image/webp');
  });
  it('refuses anything else, whatever it is called', () => {
    expect(detectImageType(Buffer.from('<svg onload=alert(1)>'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('decodeImage', () => {
  it('accepts data URLs and plain base64 under the limit', async () => {
    expect((await decodeImage(`data:image/png;base64,${TINY_PNG_BASE64}`, 1000)).extension).toBe('.png');
    expect((await sharp((await decodeImage(TINY_PNG_BASE64, 1000)).bytes).metadata()).width).toBe(1);
  });
  it('refuses files at or over the limit with FILE_TOO_LARGE', async () => {
    const size = Buffer.from(TINY_PNG_BASE64, 'base64').length;
    await expect(decodeImage(TINY_PNG_BASE64, size)).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
  });
  it('refuses a 50000 × 50000 PNG of a few hundred KB before decoding its pixels', async () => {
    const bomb = pngBomb(50_000, 50_000);
    expect(bomb.length).toBeLessThan(400 * 1024);
    await expect(decodeImage(bomb.toString('base64'), 2 * 1024 * 1024)).rejects.toMatchObject({ code: 'IMAGE_DIMENSIONS_TOO_LARGE' });
  });
  it('refuses a truncated image and one with an archive or a page appended', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const truncated = png.subarray(0, png.length - 30);
    const polyglot = Buffer.concat([png, Buffer.from('PK\u0003\u0004<html><script>alert(1)</script>')]);
    for (const bad of [truncated, polyglot]) {
      await expect(decodeImage(bad.toString('base64'), 100_000)).rejects.toMatchObject({ code: 'INVALID_IMAGE' });
    }
  });
  it('stores what it decoded: metadata is dropped, PNG keeps its transparency, a GIF becomes a PNG', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ff0000' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location-note' } } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('secret-location-note'))).toBe(true);
    const cleaned = await decodeImage(jpeg.toString('base64'), 100_000);
    expect(cleaned.type).toBe('image/jpeg');
    expect(cleaned.bytes.includes(Buffer.from('secret-location-note'))).toBe(false);

    const transparent = await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    expect((await sharp((await decodeImage(transparent.toString('base64'), 100_000)).bytes).metadata()).hasAlpha).toBe(true);

    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    expect(await decodeImage(gif.toString('base64'), 100_000)).toMatchObject({ type: 'image/png', extension: '.png' });
  });
});

/** A PNG whose header claims huge dimensions, with compressed rows of zeros: tiny on disk, gigapixels decoded. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  header[9] = 0;
  // The first rows only: enough to look like a real stream; the header alone is what must be refused.
  const rows = deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * 2000));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
