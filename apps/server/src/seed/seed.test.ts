import { CATEGORIES, HOME_KEYWORD_ROWS } from '@platform/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoContent } from './seed.js';

describe('seedDemoContent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { SECRET_KEY: 'x'.repeat(32) });
  });
  afterAll(() => t.close());

  const suggestions = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/workspaces/suggestions?${query}` })).json();

  it('fills every category tile and home keyword row with public channels, and home banners', async () => {
    const first = await seedDemoContent(t.container);
    expect(first.channelsCreated.length).toBeGreaterThanOrEqual(6);
    for (const category of CATEGORIES) expect((await suggestions(`category=${category}`))._total_count).toBeGreaterThan(0);
    for (const keyword of HOME_KEYWORD_ROWS)
      expect((await suggestions(`keywords=${encodeURIComponent(keyword)}`))._total_count).toBeGreaterThan(0);
    const channel = (await t.app.inject({ method: 'GET', url: '/api/workspaces/hsimorning' })).json();
    expect(channel).toMatchObject({ slug: 'hsimorning', publish: true });
    expect(channel.logo_url).toBeTruthy();
    expect(channel.banner_url).toBeTruthy();
    expect(channel.description).toContain('開市前');
    expect(channel.starting_price).toEqual({ unit_amount: 499, currency: 'usd' });
    expect((await t.app.inject({ method: 'GET', url: '/api/banners' })).json().results).toHaveLength(3);
  });

  it('adds nothing the second time', async () => {
    const again = await seedDemoContent(t.container);
    expect(again.channelsCreated).toEqual([]);
    expect(again.bannersCreated).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/banners' })).json().results).toHaveLength(3);
  });
});
