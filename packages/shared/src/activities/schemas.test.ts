import { describe, expect, it } from 'vitest';
import { ACTIVITY_LIMITS, multipartPartSize } from './rules.js';

const MEBIBYTE = 1024 * 1024;

describe('multipartPartSize', () => {
  it('keeps the default part size while the file fits in the most parts allowed', () => {
    expect(multipartPartSize(undefined)).toBe(ACTIVITY_LIMITS.partSizeBytes);
    expect(multipartPartSize(500 * MEBIBYTE)).toBe(ACTIVITY_LIMITS.partSizeBytes);
    expect(multipartPartSize(ACTIVITY_LIMITS.maxParts * ACTIVITY_LIMITS.partSizeBytes)).toBe(ACTIVITY_LIMITS.partSizeBytes);
  });

  it('grows by whole megabytes so that the largest recording still fits in the most parts allowed', () => {
    expect(multipartPartSize(ACTIVITY_LIMITS.maxParts * ACTIVITY_LIMITS.partSizeBytes + 1)).toBe(ACTIVITY_LIMITS.partSizeBytes + MEBIBYTE);
    const largest = ACTIVITY_LIMITS.maxRecordingBytes;
    const partSize = multipartPartSize(largest);
    expect(partSize % MEBIBYTE).toBe(0);
    expect(Math.ceil(largest / partSize)).toBeLessThanOrEqual(ACTIVITY_LIMITS.maxParts);
    expect(Math.ceil(largest / (partSize - MEBIBYTE))).toBeGreaterThan(ACTIVITY_LIMITS.maxParts);
  });
});
