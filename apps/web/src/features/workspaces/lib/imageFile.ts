import { IMAGE_TYPES } from '@platform/shared';

export type ImageFileProblem = 'FILE_TOO_LARGE' | 'INVALID_IMAGE';

/**
 * Checks a picked image before sending it, with the server's own limits (spec §5): the server refuses a file of
 * `maxBytes` or more, and images other than PNG, JPEG, GIF or WebP. A file the browser gives no type is left to
 * the server, which looks at the content.
 */
export function imageFileProblem(file: Pick<File, 'size' | 'type'>, maxBytes: number): ImageFileProblem | null {
  if (file.size >= maxBytes) return 'FILE_TOO_LARGE';
  if (file.type && !IMAGE_TYPES.some((type) => type === file.type)) return 'INVALID_IMAGE';
  return null;
}

/** The upload calls take the image as a data: URL (spec §7: base64). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
