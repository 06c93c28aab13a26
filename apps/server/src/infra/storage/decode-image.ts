import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE_PX, type ImageType } from '@platform/shared';
import sharp from 'sharp';
import { AppError } from '../../errors.js';
import { detectImageType, hasTrailingBytes } from './image-check.js';

export interface DecodedImage {
  bytes: Buffer;
  type: ImageType;
  extension: string;
}

/**
 * Accepts plain base64 or a data: URL. The content decides the type, not the name or the claimed filetype; the
 * size is checked before the payload is decoded, the dimensions before the pixels are. What is stored is the
 * image re-encoded from its pixels: no metadata, no trailing payload, nothing the decoder did not understand.
 * The only importer of sharp.
 */
export async function decodeImage(base64: string, maxBytes: number): Promise<DecodedImage> {
  const payload = base64.replace(/^data:[^;,]*;base64,/, '');
  if (Math.floor((payload.length * 3) / 4) - 2 >= maxBytes) throw new AppError('FILE_TOO_LARGE', `image is over ${maxBytes} bytes`);
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length >= maxBytes) throw new AppError('FILE_TOO_LARGE', `image is over ${maxBytes} bytes`);
  const detected = detectImageType(bytes);
  if (!detected) throw new AppError('INVALID_IMAGE', 'the file is not a PNG, JPEG, GIF or WebP image');
  if (hasTrailingBytes(bytes, detected.type)) throw new AppError('INVALID_IMAGE', 'the file carries data after the end of the image');

  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header alone says the size; the pixel limit applies when the pixels are decoded below.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new AppError('INVALID_IMAGE', 'the image cannot be read');
  }
  if (!width || !height) throw new AppError('INVALID_IMAGE', 'the image has no size');
  if (width > IMAGE_MAX_SIDE_PX || height > IMAGE_MAX_SIDE_PX || width * height > IMAGE_MAX_PIXELS) {
    throw new AppError('IMAGE_DIMENSIONS_TOO_LARGE', `image is ${width}×${height} pixels`);
  }
  try {
    const oriented = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated', animated: false }).rotate();
    if (detected.type === 'image/jpeg')
      return { bytes: await oriented.jpeg({ quality: 90 }).toBuffer(), type: 'image/jpeg', extension: '.jpg' };
    if (detected.type === 'image/webp')
      return { bytes: await oriented.webp({ quality: 90 }).toBuffer(), type: 'image/webp', extension: '.webp' };
    // PNG stays PNG (with its transparency); a GIF becomes a PNG of its first frame.
    return { bytes: await oriented.png({ compressionLevel: 9 }).toBuffer(), type: 'image/png', extension: '.png' };
  } catch {
    throw new AppError('INVALID_IMAGE', 'the image is damaged');
  }
}

/** A copy of an image at one width, as WebP. */
export interface ImageRendition {
  width: number;
  bytes: Buffer;
}

/** WebP at this quality is about a tenth of a PNG banner's bytes with no difference a viewer sees on a phone. */
const RENDITION_WEBP_QUALITY = 80;

/**
 * The decoded image as WebP at each of `widths` narrower than itself, and at its own width when that is narrower
 * than the widest (never enlarged), keeping its proportions. Narrowest first.
 */
export async function webpRenditions(image: DecodedImage, widths: readonly number[]): Promise<ImageRendition[]> {
  const { width: ownWidth } = await sharp(image.bytes).metadata();
  if (!ownWidth) throw new AppError('INVALID_IMAGE', 'the image has no size');
  const widest = Math.min(ownWidth, Math.max(...widths));
  const targets = [...new Set([...widths.filter((width) => width < widest), widest])].sort((a, b) => a - b);
  return Promise.all(
    targets.map(async (width) => ({
      width,
      bytes: await sharp(image.bytes).resize({ width }).webp({ quality: RENDITION_WEBP_QUALITY }).toBuffer(),
    })),
  );
}
