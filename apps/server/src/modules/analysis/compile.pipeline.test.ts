import { describe, expect, it } from 'vitest';
import { thumbnailAt } from './compile.pipeline.js';

describe('thumbnailAt', () => {
  it('takes the first scene cut inside the chunk, else its middle', () => {
    expect(thumbnailAt(0, 30_000, [200, 12_000, 20_000])).toBe(12_000);
    expect(thumbnailAt(30_000, 40_000, [12_000])).toBe(35_000);
  });
});
