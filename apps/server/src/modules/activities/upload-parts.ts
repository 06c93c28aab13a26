import { ACTIVITY_LIMITS } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { StoredPart } from '../../infra/storage/storage.js';
import type { UploadPartRow } from './uploads.repository.js';

/** A part as the browser names it when completing (S3's CompleteMultipartUpload). */
export interface NamedPart {
  PartNumber: number;
  ETag: string;
}

/**
 * The parts a completion names, in order, once they are known to make the whole file: each stored by the server with
 * that ETag, numbered from 1 without a gap, none but the last under the smallest part size, adding up to the file's
 * declared size (when it declared one).
 */
export function partsToJoin(
  named: NamedPart[],
  storedRows: Pick<UploadPartRow, 'partNumber' | 'etag' | 'sizeBytes'>[],
  fileSize: number | null,
): StoredPart[] {
  const stored = new Map(storedRows.map((part) => [part.partNumber, part]));
  const ordered = [...named].sort((a, b) => a.PartNumber - b.PartNumber);
  const missing = ordered.filter((part) => stored.get(part.PartNumber)?.etag !== part.ETag);
  const gaps = ordered.some((part, index) => part.PartNumber !== index + 1);
  if (missing.length > 0 || gaps) {
    throw new AppError(
      'MISSING_PARTS',
      'some parts were not stored',
      missing.map((part) => ({ path: `parts.${part.PartNumber}`, message: 'missing' })),
    );
  }
  const parts = ordered.map((part) => ({ partNumber: part.PartNumber, etag: part.ETag, size: stored.get(part.PartNumber)!.sizeBytes }));
  // S3's rule, kept on disk too: parts of any size, none but the last under the smallest.
  const minSize = ACTIVITY_LIMITS.minPartSizeBytes;
  const misfits = parts.slice(0, -1).filter((part) => part.size < minSize);
  if (misfits.length > 0) {
    throw new AppError(
      'PART_SIZE_MISMATCH',
      `every part but the last must be at least ${minSize} bytes`,
      misfits.map((part) => ({ path: `parts.${part.partNumber}`, message: `${part.size} bytes` })),
    );
  }
  const total = parts.reduce((sum, part) => sum + part.size, 0);
  if (fileSize !== null && total !== fileSize) {
    throw new AppError('MISSING_PARTS', `the parts hold ${total} of the file's ${fileSize} bytes`, [{ path: 'parts', message: 'missing' }]);
  }
  return parts;
}
