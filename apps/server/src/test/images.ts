/** Small valid images, and a payload of a given size that starts like a PNG, for upload tests. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export function pngOfSize(bytes: number): string {
  const buffer = Buffer.alloc(bytes, 0);
  Buffer.from(TINY_PNG_BASE64, 'base64').copy(buffer);
  return buffer.toString('base64');
}
