import { describe, expect, it } from 'vitest';
import { slugSchema } from './schemas.js';
import { RESERVED_CHANNEL_SLUGS } from './rules.js';

describe('slugSchema', () => {
  it('takes letters and digits', () => {
    expect(slugSchema.parse(' hkFinance2026 ')).toBe('hkFinance2026');
  });

  it.each([...RESERVED_CHANNEL_SLUGS, 'Browse', 'DASHBOARD'])('refuses %s, which names a page under /channel/', (slug) => {
    const result = slugSchema.safeParse(slug);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['slug_reserved']);
  });

  it('takes a word that only starts like a page', () => {
    expect(slugSchema.safeParse('browsehk').success).toBe(true);
  });
});
