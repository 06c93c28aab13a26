import { AppError } from '../../errors.js';
import { detectImageType } from './image-check.js';

/**
 * Accepts plain base64 or a data: URL. The content decides the type, not the name or the claimed filetype,
 * and the size is checked before the whole payload is decoded.
 */
export function decodeImage(base64: string, maxBytes: number) {
  const payload = base64.replace(/^data:[^;,]*;base64,/, '');
  if (Math.floor((payload.length * 3) / 4) - 2 >= maxBytes) throw new AppError('FILE_TOO_LARGE', `image is over ${maxBytes} bytes`);
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length >= maxBytes) throw new AppError('FILE_TOO_LARGE', `image is over ${maxBytes} bytes`);
  const detected = detectImageType(bytes);
  if (!detected) throw new AppError('INVALID_IMAGE', 'the file is not a PNG, JPEG, GIF or WebP image');
  return { bytes, ...detected };
}
