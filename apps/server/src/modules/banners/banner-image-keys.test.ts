import { describe, expect, it } from 'vitest';
import { renditionKey, renditionsOf, storedImageOf } from './banner-image-keys.js';

describe('banner image keys', () => {
  it('names every narrower copy from the widest one a row keeps', () => {
    expect(renditionsOf(renditionKey('banners/abc_-1', 1440))).toEqual([
      { key: 'banners/abc_-1/640w.webp', width: 640 },
      { key: 'banners/abc_-1/1080w.webp', width: 1080 },
      { key: 'banners/abc_-1/1440w.webp', width: 1440 },
    ]);
  });

  it('counts a copy at the upload’s own width, between the standard ones, as the widest', () => {
    expect(renditionsOf('banners/abc/900w.webp').map((copy) => copy.width)).toEqual([640, 900]);
  });

  it('finds no copies for a banner stored as a single file, and deletes that file alone', () => {
    expect(renditionsOf('banners/abc.png')).toEqual([]);
    expect(storedImageOf('banners/abc.png')).toEqual({ file: 'banners/abc.png' });
  });

  it('deletes a banner’s folder of copies whole', () => {
    expect(storedImageOf('banners/abc/1440w.webp')).toEqual({ folder: 'banners/abc/' });
  });
});
