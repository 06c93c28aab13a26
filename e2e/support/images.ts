/** A real 1×1 PNG, and PNG-headed payloads of a chosen size for the upload limits. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function pngOfSize(bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes, 0);
  TINY_PNG.copy(buffer);
  return buffer;
}
