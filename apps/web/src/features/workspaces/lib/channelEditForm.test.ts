import { CHAT_PLATFORMS, type WorkspaceDetail } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { channelEditFormSchema, channelEditValuesOf, channelUpdateBody } from './channelEditForm';

const channel: WorkspaceDetail = {
  id: 'w1',
  slug: 'financedaily',
  name: 'Finance Daily',
  logo_url: null,
  banner_url: null,
  publish: false,
  boarding: false,
  follower_count: 0,
  host_email: 'host@example.com',
  description: '<p>Hello</p>',
  language: 'yue-Hant-HK',
  supported_languages: ['yue-Hant-HK'],
  join_code: 'ABCD1234',
  upselling_feature_enabled: false,
  keywords: [{ id: 'k1', keyword: 'finance', category: 'K1_FINANCE' }],
  categories: ['K1_FINANCE'],
  chat_platforms: [{ chat_platform_name: 'telegram', invitation_link: 'https://t.me/financedaily', publish: false }],
  starting_price: null,
  my_role: 'host',
};

function withLink(platform: (typeof CHAT_PLATFORMS)[number], link: string) {
  const values = channelEditValuesOf(channel);
  return {
    ...values,
    chat_platforms: values.chat_platforms.map((row) => (row.chat_platform_name === platform ? { ...row, invitation_link: link } : row)),
  };
}

function linkError(platform: (typeof CHAT_PLATFORMS)[number], link: string): string | undefined {
  const result = channelEditFormSchema.safeParse(withLink(platform, link));
  return result.error?.issues.find((issue) => issue.path[0] === 'chat_platforms')?.message;
}

describe('channelEditValuesOf', () => {
  it('fills the form from the channel, one chat row per platform', () => {
    const values = channelEditValuesOf(channel);
    expect(values).toMatchObject({ name: 'Finance Daily', slug: 'financedaily', publish: 'private', keywords: ['finance'] });
    expect(values.chat_platforms.map((row) => row.chat_platform_name)).toEqual([...CHAT_PLATFORMS]);
    expect(values.chat_platforms[1]).toEqual({
      chat_platform_name: 'telegram',
      invitation_link: 'https://t.me/financedaily',
      publish: false,
    });
    expect(values.chat_platforms[0]).toEqual({ chat_platform_name: 'whatsapp', invitation_link: '', publish: true });
  });
});

describe('chat link rules (spec §5)', () => {
  it('accepts empty links and links that match their platform', () => {
    expect(linkError('whatsapp', '')).toBeUndefined();
    expect(linkError('whatsapp', 'https://chat.whatsapp.com/AbC123')).toBeUndefined();
    expect(linkError('telegram', 'https://telegram.me/x')).toBeUndefined();
    expect(linkError('discord', 'https://discord.gg/abc')).toBeUndefined();
    expect(linkError('line', 'https://line.me/R/ti/p/abc')).toBeUndefined();
    expect(linkError('facebook', 'https://fb.me/page')).toBeUndefined();
    expect(linkError('forum', 'https://any-host.example/board')).toBeUndefined();
  });

  it('refuses links of another platform or no link at all', () => {
    expect(linkError('whatsapp', 'http://chat.whatsapp.com/AbC123')).toBe('chat_link_invalid');
    expect(linkError('telegram', 'https://discord.gg/abc')).toBe('chat_link_invalid');
    expect(linkError('discord', 'discord.gg/abc')).toBe('chat_link_invalid');
    expect(linkError('line', 'https://example.com')).toBe('chat_link_invalid');
    expect(linkError('facebook', 'https://twitter.com/x')).toBe('chat_link_invalid');
    expect(linkError('forum', 'javascript:alert(1)')).toBe('web_link_invalid');
  });
});

describe('slug rule', () => {
  it('accepts letters and digits, or empty for a channel without a slug', () => {
    expect(channelEditFormSchema.safeParse({ ...channelEditValuesOf(channel), slug: 'Abc123' }).success).toBe(true);
    expect(channelEditFormSchema.safeParse({ ...channelEditValuesOf(channel), slug: '' }).success).toBe(true);
  });

  it('refuses anything else with the slug message', () => {
    const result = channelEditFormSchema.safeParse({ ...channelEditValuesOf(channel), slug: 'finance-daily' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['slug'], message: 'slug_invalid' });
  });
});

describe('channelUpdateBody', () => {
  it('sends publish as a boolean, the keyword ids and every chat row', () => {
    const values = channelEditFormSchema.parse({ ...channelEditValuesOf(channel), publish: 'public' });
    const body = channelUpdateBody(values, ['k1', 'k9']);
    expect(body).toMatchObject({ name: 'Finance Daily', slug: 'financedaily', publish: true, keywords: ['k1', 'k9'] });
    expect(body.chat_platforms).toHaveLength(CHAT_PLATFORMS.length);
  });

  it('leaves an empty slug out', () => {
    const values = channelEditFormSchema.parse({ ...channelEditValuesOf(channel), slug: '' });
    expect(channelUpdateBody(values, [])).not.toHaveProperty('slug');
  });
});
