import { describe, expect, it } from 'vitest';
import { bannerFormSchema } from './bannerForm';

describe('bannerFormSchema', () => {
  it('accepts a path or a web address', () => {
    expect(bannerFormSchema.safeParse({ redirect_url: ' /channel/browse ' }).data).toEqual({ redirect_url: '/channel/browse' });
    expect(bannerFormSchema.safeParse({ redirect_url: 'https://example.com' }).success).toBe(true);
  });

  it('refuses empty and other links', () => {
    expect(bannerFormSchema.safeParse({ redirect_url: '' }).error?.issues[0]?.message).toBe('required');
    expect(bannerFormSchema.safeParse({ redirect_url: 'example.com' }).error?.issues[0]?.message).toBe('banner_link_invalid');
  });
});
