import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeText, preferredEncoding } from './content-encoding.js';

describe('preferredEncoding', () => {
  it('takes brotli over gzip, whatever the order listed', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
  });

  it('sends identity when nothing it makes is accepted', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
  });

  it('honours q=0 and the wildcard', () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip;q=0.5')).toBe('gzip');
  });
});

describe('encodeText', () => {
  it('gives brotli and gzip forms that decode to the text', () => {
    const text = '<p>粵語 and English</p>'.repeat(200);
    const encoded = encodeText(text);
    expect(zlib.brotliDecompressSync(encoded.br).toString('utf8')).toBe(text);
    expect(zlib.gunzipSync(encoded.gzip).toString('utf8')).toBe(text);
    expect(encoded.br.length).toBeLessThan(Buffer.byteLength(text) / 10);
  });
});
