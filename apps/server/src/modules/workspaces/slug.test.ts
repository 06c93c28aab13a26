import { describe, expect, it } from 'vitest';
import { slugFromName } from './slug.js';

describe('slugFromName', () => {
  it('keeps lower-case letters and digits only', () => {
    expect(slugFromName('Market Talk 2026!')).toBe('markettalk2026');
  });
  it('answers null for a name without Latin letters or digits', () => {
    expect(slugFromName('香港財經台')).toBeNull();
  });
});
