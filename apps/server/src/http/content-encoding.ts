import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Brotli's middle quality: within a few per cent of its best on HTML at a fraction of the time (a page is made once). */
const BROTLI_QUALITY = 6;

/**
 * The encoding to send for an `Accept-Encoding` header: brotli before gzip, as their sizes rank; null for identity. An
 * encoding listed with q=0 is refused, as is everything under a `*;q=0` that does not name it.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name, quality === undefined ? 1 : Number(quality));
  }
  const accepts = (encoding: ContentEncoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** A text and its brotli and gzip forms, made once for a text served many times. */
export interface EncodedText {
  text: string;
  br: Buffer;
  gzip: Buffer;
}

export function encodeText(text: string): EncodedText {
  const bytes = Buffer.from(text, 'utf8');
  return {
    text,
    br: zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzip: zlib.gzipSync(bytes, { level: 6 }),
  };
}
