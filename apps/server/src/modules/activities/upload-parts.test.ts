import { ACTIVITY_LIMITS } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { partsToJoin } from './upload-parts.js';

const MIN = ACTIVITY_LIMITS.minPartSizeBytes;
const stored = (sizes: number[]) => sizes.map((sizeBytes, index) => ({ partNumber: index + 1, etag: `e${index + 1}`, sizeBytes }));
const named = (count: number) => Array.from({ length: count }, (_, index) => ({ PartNumber: index + 1, ETag: `e${index + 1}` }));

function refusal(run: () => unknown): { code: string; details: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, details: error.details };
    throw error;
  }
  throw new Error('the parts were accepted');
}

describe('the parts a completion joins', () => {
  it('answers the stored parts in number order, whatever order the browser named them in', () => {
    const parts = partsToJoin([...named(2)].reverse(), stored([MIN, 10]), MIN + 10);
    expect(parts).toEqual([
      { partNumber: 1, etag: 'e1', size: MIN },
      { partNumber: 2, etag: 'e2', size: 10 },
    ]);
  });

  it('refuses a part the server did not store with that ETag, naming it', () => {
    const wrongEtag = [
      { PartNumber: 1, ETag: 'e1' },
      { PartNumber: 2, ETag: 'other' },
    ];
    expect(refusal(() => partsToJoin(wrongEtag, stored([MIN, 10]), null))).toEqual({
      code: 'MISSING_PARTS',
      details: [{ path: 'parts.2', message: 'missing' }],
    });
  });

  it('refuses a gap in the numbering', () => {
    const gap = [
      { PartNumber: 1, ETag: 'e1' },
      { PartNumber: 3, ETag: 'e3' },
    ];
    const rows = [...stored([MIN]), { partNumber: 3, etag: 'e3', sizeBytes: 10 }];
    expect(refusal(() => partsToJoin(gap, rows, null)).code).toBe('MISSING_PARTS');
  });

  it('refuses a part under the smallest size anywhere but last', () => {
    expect(refusal(() => partsToJoin(named(3), stored([MIN, 10, 10]), null))).toEqual({
      code: 'PART_SIZE_MISMATCH',
      details: [{ path: 'parts.2', message: '10 bytes' }],
    });
  });

  it('refuses parts that do not add up to the size the file declared, and takes any total when it declared none', () => {
    expect(refusal(() => partsToJoin(named(2), stored([MIN, 10]), MIN + 11)).code).toBe('MISSING_PARTS');
    expect(partsToJoin(named(2), stored([MIN, 10]), null)).toHaveLength(2);
  });
});
