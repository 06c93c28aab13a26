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
  it('accepts data URLs and plain base64 under the limit', () => {
    expect(decodeImage(`data:image/png;base64,${TINY_PNG_BASE64}`, 1000).extension).toBe('.png');
    expect(decodeImage(TINY_PNG_BASE64, 1000).bytes.length).toBe(Buffer.from(TINY_PNG_BASE64, 'base64').length);
  });
  it('refuses files at or over the limit with FILE_TOO_LARGE', () => {
    const size = Buffer.from(TINY_PNG_BASE64, 'base64').length;
    expect(() => decodeImage(TINY_PNG_BASE64, size)).toThrow(expect.objectContaining({ code: 'FILE_TOO_LARGE' }));
  });
});
