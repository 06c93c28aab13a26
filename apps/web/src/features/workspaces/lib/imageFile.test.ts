import { BANNER_MAX_BYTES, LOGO_MAX_BYTES } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './imageFile';

describe('imageFileProblem', () => {
  it('accepts images under the limit', () => {
    expect(imageFileProblem({ size: LOGO_MAX_BYTES - 1, type: 'image/png' }, LOGO_MAX_BYTES)).toBeNull();
    expect(imageFileProblem({ size: 2_000_000, type: 'image/jpeg' }, BANNER_MAX_BYTES)).toBeNull();
  });

  it('refuses a file of the limit or more (under 256 KB means below it)', () => {
    expect(imageFileProblem({ size: LOGO_MAX_BYTES, type: 'image/png' }, LOGO_MAX_BYTES)).toBe('FILE_TOO_LARGE');
    expect(imageFileProblem({ size: 300 * 1024, type: 'image/png' }, LOGO_MAX_BYTES)).toBe('FILE_TOO_LARGE');
    expect(imageFileProblem({ size: BANNER_MAX_BYTES + 1, type: 'image/webp' }, BANNER_MAX_BYTES)).toBe('FILE_TOO_LARGE');
  });

  it('refuses other file types but leaves an unknown type to the server', () => {
    expect(imageFileProblem({ size: 10, type: 'application/pdf' }, LOGO_MAX_BYTES)).toBe('INVALID_IMAGE');
    expect(imageFileProblem({ size: 10, type: '' }, LOGO_MAX_BYTES)).toBeNull();
  });
});
