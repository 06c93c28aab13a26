import { describe, expect, it } from 'vitest';
import { channelDashboardPath, channelPath, channelRef } from './paths';

const id = '0b6a1c2d-0000-4000-8000-000000000001';

describe('channel paths', () => {
  it('prefer the slug', () => {
    expect(channelPath({ id, slug: 'financedaily' })).toBe('/channel/financedaily');
    expect(channelDashboardPath({ id, slug: 'financedaily' })).toBe('/channel/financedaily/dashboard');
  });

  it('use the id without a slug or when the slug names a page of its own', () => {
    expect(channelRef({ id, slug: null })).toBe(id);
    expect(channelRef({ id, slug: 'browse' })).toBe(id);
    expect(channelRef({ id, slug: 'edit' })).toBe(id);
  });
});
